import { useT } from '../../components/ui/Msg.js';
import { CardGrid } from './CardGrid.js';
import { whyCards } from './home-content.js';
import { SectionHeading } from './SectionHeading.js';

export function WhySection() {
  const t = useT();
  return (
    <section aria-labelledby="why-title" className="py-16">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')} />
        <CardGrid cards={whyCards} columns="lg:grid-cols-4" />
      </div>
    </section>
  );
}
