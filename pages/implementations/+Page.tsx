// /implementations: anonymised case studies, each as challenge, solution and result.
import { CopyArticle } from '../../components/content/CopyArticle.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, cases } = useData<Data>();
  const t = useT();
  const parts = (c: (typeof cases)[number]) => [
    { label: t('cases.challenge'), text: c.challenge },
    { label: t('cases.solution'), text: c.solution },
    { label: t('cases.result'), text: c.result },
  ];
  return (
    <CopyArticle copy={copy} crumbs={crumbs}>
      <section aria-labelledby="cases-title" className="mt-14">
        <h2 id="cases-title" className="text-2xl font-bold text-slate-900">
          {t('cases.title')}
        </h2>
        <div className="mt-6 space-y-6">
          {cases.map((c) => (
            <article
              key={c.id}
              id={c.id}
              aria-labelledby={`${c.id}-title`}
              className="rounded-2xl border border-slate-200 p-6 sm:p-8"
            >
              <p className="text-sm font-semibold text-brand-800">
                {c.sector} · {c.city}
              </p>
              <h3 id={`${c.id}-title`} className="mt-1 text-xl font-bold text-slate-900">
                {c.title}
              </h3>
              <dl className="mt-5 grid gap-5 lg:grid-cols-3">
                {parts(c).map((part) => (
                  <div key={part.label}>
                    <dt className="font-bold text-plum-600">{part.label}</dt>
                    <dd className="mt-1 text-slate-700">{part.text}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-5 text-sm text-slate-700">
                <span className="font-semibold">{t('cases.modules')}:</span> {c.modules.join(' · ')}
              </p>
            </article>
          ))}
        </div>
      </section>
    </CopyArticle>
  );
}
