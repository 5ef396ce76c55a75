import { useT } from '../../components/ui/Msg.js';
import { stats } from './home-content.js';

export function StatsSection() {
  const t = useT();
  return (
    <section aria-labelledby="stats-title" className="bg-brand-800 py-14 text-white">
      <div className="container-page">
        <h2 id="stats-title" className="sr-only">
          {t('stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((key) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="mt-1 text-brand-50">{t(`stats.${key}.label`)}</dt>
              <dd className="text-4xl font-bold sm:text-5xl" dir="ltr">
                {t(`stats.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
