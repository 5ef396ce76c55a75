// "Which ZATCA wave are you in?" on the e-invoicing service page: a GET form of the revenue subject
// to VAT in the years the waves count; the server answers the same page with the wave the revenue
// falls in (site/zatca-waves.ts), its deadline, what integration needs and the way to a
// consultation. It needs no JavaScript: the page is server-rendered, and an address with revenue
// in it is rendered for each request.
import { usePageContext } from '../../components/page-context.js';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { sarPrice } from '../../locales/implementation-prices.js';
import { formatArticleDate } from '../../site/blog-article.js';
import type { Locale } from '../../site/languages.js';
import { localizePath } from '../../site/paths.js';
import {
  deadlinePassed,
  revenueFromSearch,
  waveFor,
  waveYears,
  zatcaWaves,
  type ZatcaWave,
} from '../../site/zatca-waves.js';

const NEEDS = ['onboarding', 'stamp', 'xml', 'clearance', 'reporting'] as const;

// "2022, 2023 or 2024" / «2022 أو 2023 أو 2024».
const yearsText = (years: readonly number[], locale: Locale) =>
  new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { type: 'disjunction' }).format(years.map(String));

/** Today in Riyadh, as YYYY-MM-DD. */
const riyadhToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());

export function WaveCheck() {
  const { locale, urlParsed } = usePageContext();
  const t = useT();
  const revenue = revenueFromSearch(urlParsed.search);
  const asked = Object.keys(revenue).length > 0;
  const answer = waveFor(revenue);
  const criterion = (wave: ZatcaWave) => ({
    wave: wave.wave,
    threshold: sarPrice(wave.threshold, locale),
    years: yearsText(wave.years, locale),
  });
  const lowest = zatcaWaves[zatcaWaves.length - 1];
  return (
    <section
      id="wave-check"
      aria-labelledby="wave-check-title"
      className="mt-14 scroll-mt-32 rounded-2xl bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="wave-check-title" className="text-2xl font-bold text-slate-900">
        {t('wave.heading')}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">{t('wave.intro')}</p>
      <form
        method="get"
        action={`${localizePath('/services/zatca-e-invoicing', locale)}#wave-check`}
        className="mt-6 grid items-end gap-4 sm:grid-cols-4"
      >
        {waveYears.map((year) => (
          <label key={year} className="block text-sm font-semibold text-slate-800">
            {t('wave.revenue', { year })}
            <input
              type="number"
              name={`revenue${year}`}
              min={0}
              step={1}
              inputMode="numeric"
              dir="ltr"
              defaultValue={revenue[year]}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
            />
          </label>
        ))}
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800">
          {t('wave.submit')}
        </button>
      </form>
      {asked ? (
        <div role="status" className="mt-6 rounded-xl border border-brand-100 bg-white p-5">
          {answer.kind === 'in-wave' ? (
            <>
              <h3 className="text-xl font-bold text-slate-900">
                {t(answer.orEarlier ? 'wave.result.inOrEarlier' : 'wave.result.in', { wave: answer.wave.wave })}
              </h3>
              <p className="mt-2 text-slate-700">{t('wave.result.criterion', criterion(answer.wave))}</p>
              <p className="mt-2 font-semibold text-slate-900">
                {t(
                  deadlinePassed(answer.wave, riyadhToday())
                    ? 'wave.result.deadlinePassed'
                    : 'wave.result.deadlineAhead',
                  {
                    date: formatArticleDate(answer.wave.deadline, locale),
                  },
                )}
              </p>
              {answer.orEarlier ? <p className="mt-2 text-slate-700">{t('wave.result.earlier')}</p> : null}
              <p className="mt-2 text-sm">
                <a
                  href={answer.wave.source}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t('wave.result.source', { wave: answer.wave.wave })}
                  <span className="sr-only"> {t('common.opensInNewTab')}</span>
                </a>
              </p>
            </>
          ) : (
            <>
              <p className="text-slate-800">{t('wave.result.none', criterion(lowest))}</p>
              <p className="mt-2 text-slate-700">{t('wave.result.noneNext')}</p>
            </>
          )}
          <h3 className="mt-5 font-bold text-slate-900">{t('wave.needs.heading')}</h3>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
            {NEEDS.map((need) => (
              <li key={need}>{t(`wave.needs.${need}`)}</li>
            ))}
          </ul>
          <LocalLink
            href="/contact"
            className="mt-5 inline-block rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800"
          >
            {t('wave.cta')}
          </LocalLink>
        </div>
      ) : null}
    </section>
  );
}
