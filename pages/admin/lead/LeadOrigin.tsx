// Where a lead came from: the first page of the visit, the site that sent it, its campaign
// parameters and ad click ids; and the contact's other leads (same phone or email), each one click
// away. Values are shown as stored, each isolated in its own direction.
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { useSaudiTime } from '../shared/format.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function LeadOrigin({ lead, onOpenLead }: { lead: AdminLeadDetail; onOpenLead: (id: number) => void }) {
  const t = useAdminT();
  const saudiTime = useSaudiTime();
  const a = lead.attribution;
  const clickIds = [
    ['gclid', a.gclid],
    ['fbclid', a.fbclid],
    ['msclkid', a.msclkid],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  const rows = (
    [
      [t('admin.pipeline.attribution.landingPath'), a.landingPath],
      [t('admin.pipeline.attribution.referrerOrigin'), a.referrerOrigin],
      ['utm_source', a.utmSource],
      ['utm_medium', a.utmMedium],
      ['utm_campaign', a.utmCampaign],
      ['utm_term', a.utmTerm],
      ['utm_content', a.utmContent],
      [t('admin.pipeline.attribution.clickIds'), clickIds || null],
    ] as Array<[string, string | null]>
  ).filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <>
      <section aria-labelledby="lead-origin-heading">
        <h3 id="lead-origin-heading" className="font-bold text-slate-900">
          {t('admin.pipeline.attributionHeading')}
        </h3>
        {rows.length ? (
          <dl className="mt-2 divide-y divide-slate-100">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-1.5 sm:grid-cols-[11rem_1fr]">
                <dt className="text-sm font-semibold text-slate-600">{label}</dt>
                <dd className="break-all text-slate-900">
                  <bdi dir="ltr">{withoutControls(value)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('admin.pipeline.noAttribution')}</p>
        )}
      </section>
      {lead.related.length ? (
        <section aria-labelledby="lead-related-heading">
          <h3 id="lead-related-heading" className="font-bold text-slate-900">
            {t('admin.pipeline.returningHeading')}
          </h3>
          <ul className="mt-2 space-y-1">
            {lead.related.map((other) => (
              <li key={other.id}>
                <a
                  href={`?lead=${other.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpenLead(other.id);
                  }}
                  className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {saudiTime(other.createdAt)} · {t(`admin.inbox.sources.${other.source}`)} ·{' '}
                  {t(`admin.pipeline.stages.${other.stage}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
