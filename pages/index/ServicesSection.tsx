import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { CardGrid } from './CardGrid.js';
import { serviceCards } from './home-content.js';
import { SectionHeading } from './SectionHeading.js';

export function ServicesSection() {
  const t = useT();
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          subtitle={t('services.subtitle')}
        />
        <CardGrid cards={serviceCards} />
        <p className="mt-10 text-center">
          <LocalLink
            href="/services"
            className="inline-block rounded-lg border-2 border-brand-700 px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
          >
            {t('services.viewAll')}
          </LocalLink>
        </p>
      </div>
    </section>
  );
}
