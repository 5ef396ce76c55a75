// What an Odoo project costs, by size: our services' estimated range (excluding VAT) and duration
// for a small project, a mid-size one and a large group, read from the one price table
// (site/implementation-prices.ts) and duration table, with the way to an estimate of one's own
// (/pricing) and to what drives the cost (the costs article). Shown where a buyer looks for a price.
import { durationText } from '../../locales/implementation-durations.js';
import { projectPriceText } from '../../locales/implementation-prices.js';
import { durationOfSize, projectSizes } from '../../site/implementation-prices.js';
import { usePageContext } from '../page-context.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';

export const COSTS_ARTICLE_PATH = '/blog/odoo-erp-implementation-costs';

export function PriceRanges({ id = 'price-ranges' }: { id?: string }) {
  const { locale } = usePageContext();
  const t = useT();
  return (
    <section aria-labelledby={id} className="mt-14 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {t('prices.heading')}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">{t('prices.intro')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {projectSizes.map((size) => (
          <li key={size} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-slate-900">{t(`prices.size.${size}`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`prices.scope.${size}`)}</p>
            <dl className="mt-4 space-y-2">
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t('prices.servicesLabel')}</dt>
                <dd className="text-lg font-bold text-brand-800">{projectPriceText(size, locale)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t('prices.durationLabel')}</dt>
                <dd className="text-slate-900">{durationText(durationOfSize[size], locale)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t('prices.excluded')}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <LocalLink
          href="/pricing"
          className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800"
        >
          {t('prices.estimate')}
        </LocalLink>
        <LocalLink
          href={COSTS_ARTICLE_PATH}
          className="inline-block rounded-lg border-2 border-brand-700 px-5 py-2.5 font-bold text-brand-800 hover:bg-white"
        >
          {t('prices.drivers')}
        </LocalLink>
      </p>
    </section>
  );
}
