// How the company works with a client, from its profile (site/profile.ts): the partnership one can
// check in Odoo's directory, support response times, payment milestones, the Odoo version new
// projects start on and where data is hosted. Shown on the services overview and the about page; a
// company whose profile gives no terms shows what it has.
import { usePageContext } from '../page-context.js';
import { useT } from '../ui/Msg.js';

const card = 'rounded-xl border border-slate-200 bg-white p-5';
const heading = 'text-lg font-bold text-slate-900';

export function EngagementTerms({ id = 'engagement-terms' }: { id?: string }) {
  const { site, locale } = usePageContext();
  const t = useT();
  const { partner, terms } = site;
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {t('terms.heading')}
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {partner ? (
          <div className={card}>
            <h3 className={heading}>{t('terms.partnerHeading')}</h3>
            <p className="mt-2 text-slate-700">
              {t('common.partnerBadge')}: {t('partner.consultants', { count: partner.certifiedConsultants })}
            </p>
            <a
              href={partner.directoryUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('partner.directory')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </div>
        ) : null}
        <div className={card}>
          <h3 className={heading}>{t('terms.versionHeading')}</h3>
          <p className="mt-2 text-slate-700">{t('terms.version', { version: site.odooVersion })}</p>
        </div>
        {terms ? (
          <>
            <div className={card}>
              <h3 className={heading}>{t('terms.supportHeading')}</h3>
              <dl className="mt-2 space-y-2">
                {terms.supportResponse.map(({ priority, within, unit }) => (
                  <div key={priority}>
                    <dt className="text-sm font-semibold text-slate-600">{t(`terms.priority.${priority}`)}</dt>
                    <dd className="text-slate-900">{t(`terms.within.${unit}`, { n: within })}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className={card}>
              <h3 className={heading}>{t('terms.paymentHeading')}</h3>
              <ol className="mt-2 list-decimal space-y-1 ps-5 text-slate-700">
                {terms.paymentMilestones.map(({ percent, when }) => (
                  <li key={when.en}>{t('terms.payment', { percent, when: when[locale] })}</li>
                ))}
              </ol>
            </div>
            <div className={`${card} md:col-span-2`}>
              <h3 className={heading}>{t('terms.hostingHeading')}</h3>
              <p className="mt-2 text-slate-700">{terms.hosting[locale]}</p>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
