import { useT } from '../../components/ui/Msg.js';
import { CardGrid } from './CardGrid.js';
import { strengthCards } from './home-content.js';
import { SectionHeading } from './SectionHeading.js';

export function StrengthsSection() {
  const t = useT();
  return (
    <section aria-labelledby="strengths-title" className="py-16">
      <div className="container-page">
        <SectionHeading id="strengths-title" eyebrow={t('strengths.eyebrow')} title={t('strengths.title')} />
        <CardGrid cards={strengthCards} columns="lg:grid-cols-4" />
      </div>
    </section>
  );
}
