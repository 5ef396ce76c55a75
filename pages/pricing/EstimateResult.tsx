// The estimate for the answers: the size, our services' range without and with VAT, the duration,
// what moved the number (each with the price table's range where it has one) and a link that shows
// the same estimate again.
import { usePageContext } from '../../components/page-context.js';
import { useT } from '../../components/ui/Msg.js';
import { durationText } from '../../locales/implementation-durations.js';
import { sarRange } from '../../locales/implementation-prices.js';
import { integrationPrices, itemPrices, rangeWithVat, type PriceRange } from '../../site/implementation-prices.js';
import { localizePath } from '../../site/paths.js';
import { answersQuery, type Driver, type Estimate, type EstimateAnswers } from '../../site/price-estimate.js';

/** The price table's range a driver states, if any. */
function rangeOf(driver: Driver): PriceRange | undefined {
  if (driver in integrationPrices) return integrationPrices[driver as keyof typeof integrationPrices];
  if (driver === 'migration-spreadsheets' || driver === 'migration-legacy') return itemPrices.dataMigration;
  if (driver === 'hosting-own') return itemPrices.ownHostingPerMonth;
  return undefined;
}

export function EstimateResult({ answers, result }: { answers: EstimateAnswers; result: Estimate }) {
  const { locale } = usePageContext();
  const t = useT();
  const driverText = (driver: Driver) => {
    const range = rangeOf(driver);
    return t(`estimate.driver.${driver}`, {
      users: answers.users,
      range: range ? sarRange(range, locale) : '',
    });
  };
  return (
    <section
      id="estimate"
      aria-labelledby="estimate-result-title"
      className="scroll-mt-32 rounded-2xl bg-slate-900 p-6 text-white [content-visibility:visible]"
    >
      <h2 id="estimate-result-title" className="text-xl font-bold">
        {t('estimate.result.heading')}
      </h2>
      <div aria-live="polite" className="mt-3">
        <p className="font-semibold text-brand-100">{t(`prices.size.${result.size}`)}</p>
        <p className="mt-2 text-sm text-slate-300">{t('estimate.result.range')}</p>
        <p className="text-2xl font-bold sm:text-3xl">{sarRange(result.range, locale)}</p>
        <p className="mt-2 text-slate-200">
          {t('estimate.result.withVat', { range: sarRange(rangeWithVat(result.range), locale) })}
        </p>
        <p className="mt-1 text-slate-200">
          {t('estimate.result.duration', { duration: durationText(result.duration, locale) })}
        </p>
      </div>
      <h3 className="mt-5 font-bold">{t('estimate.result.drivers')}</h3>
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-slate-200">
        {result.drivers.map((driver) => (
          <li key={driver}>{driverText(driver)}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-300">{t('estimate.result.note')}</p>
      <a
        href={`${localizePath('/pricing', locale)}?${answersQuery(answers)}#estimate`}
        className="mt-4 inline-block font-semibold text-white underline underline-offset-4"
      >
        {t('estimate.result.share')}
      </a>
    </section>
  );
}
