import { useT } from '../../components/ui/Msg.js';
import { CardGrid } from './CardGrid.js';
import { solutionCards } from './home-content.js';
import { SectionHeading } from './SectionHeading.js';

export function SolutionsSection() {
  const t = useT();
  return (
    <section aria-labelledby="solutions-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading id="solutions-title" eyebrow={t('solutions.eyebrow')} title={t('solutions.title')} />
        <CardGrid cards={solutionCards} columns="lg:grid-cols-4" />
      </div>
    </section>
  );
}
