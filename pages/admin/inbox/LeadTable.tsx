// The inbox list: when each lead came, who sent it, its stage, owner and follow-up day (an overdue
// one marked in words as well as colour), and its source and campaign. On a phone only the name
// (with the stage, source, time and follow-up under it, and the contact buttons) and the button
// stay, so the three contact buttons fit on one line; the rest is one click away in the lead's view. What the visitor typed is shown isolated (<bdi>) and without control characters,
// so it cannot reorder the text around it.
import type { AdminLead } from '../../../site/admin-types.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { useDayFormat } from '../shared/format-day.js';
import { useSaudiTime } from '../shared/format.js';
import { useRelativeTime } from '../shared/relative-time.js';
import { typedByVisitor } from '../../../site/pipeline/lead-words.js';
import { ContactButtons } from '../lead/ContactButtons.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { LeadSelection } from './useLeadSelection.js';

// Letter spacing would pull Arabic's joined letters apart: Latin headings only.
const th = 'px-3 py-2 text-start text-xs font-semibold uppercase ltr:tracking-wide text-slate-600';
const td = 'px-3 py-2 align-top text-sm text-slate-800';

function FollowUp({ lead }: { lead: AdminLead }) {
  const t = useAdminT();
  const formatDay = useDayFormat();
  if (!lead.followUpOn) return <>{t('admin.pipeline.none')}</>;
  return (
    <span className={lead.overdue ? 'font-semibold text-red-800' : undefined}>
      {formatDay(lead.followUpOn)}
      {lead.overdue ? (
        <span className="ms-1 inline-block rounded bg-red-50 px-1.5 text-xs font-bold text-red-800 ring-1 ring-red-200">
          {t('admin.pipeline.overdue')}
        </span>
      ) : null}
    </span>
  );
}

const checkbox = 'size-5 accent-brand-700';

export function LeadTable({
  leads,
  onOpen,
  selection,
}: {
  leads: AdminLead[];
  onOpen: (lead: AdminLead) => void;
  /** Ticks for a change to many leads at once; none for a role that only reads. */
  selection?: LeadSelection;
}) {
  const t = useAdminT();
  const saudiTime = useSaudiTime();
  const ago = useRelativeTime();
  const received = (lead: AdminLead) => (
    <time dateTime={lead.createdAt} title={saudiTime(lead.createdAt)}>
      {ago(lead.createdAt)}
    </time>
  );
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {/* Fixed columns keep the page from jumping between pages of leads; the name takes what the
          others leave (about a third of the row at full width, so a lead's three contact buttons fit on one line). */}
      <table className="w-full table-fixed border-collapse">
        <thead className="bg-slate-100">
          <tr>
            {selection ? (
              <th scope="col" className={`${th} w-11`}>
                <input
                  type="checkbox"
                  className={checkbox}
                  aria-label={t('admin.bulk.selectPage')}
                  checked={
                    selection.allMatching || (leads.length > 0 && leads.every((l) => selection.picked.has(l.id)))
                  }
                  onChange={() => selection.togglePage(leads)}
                />
              </th>
            ) : null}
            <th scope="col" className={`${th} hidden sm:table-cell sm:w-[20%] lg:w-[10%]`}>
              {t('admin.inbox.columns.received')}
            </th>
            <th scope="col" className={th}>
              {t('admin.inbox.columns.name')}
            </th>
            <th scope="col" className={`${th} hidden w-[14%] sm:table-cell lg:w-[9%]`}>
              {t('admin.pipeline.columns.stage')}
            </th>
            <th scope="col" className={`${th} hidden w-[12%] md:table-cell lg:w-[9%]`}>
              {t('admin.pipeline.columns.owner')}
            </th>
            <th scope="col" className={`${th} hidden w-[16%] sm:table-cell lg:w-[12%]`}>
              {t('admin.pipeline.columns.followUp')}
            </th>
            <th scope="col" className={`${th} hidden w-[13%] lg:table-cell`}>
              {t('admin.pipeline.columns.origin')}
            </th>
            <th scope="col" className={`${th} hidden w-[10%] xl:table-cell`}>
              {t('admin.inbox.columns.phone')}
            </th>
            <th scope="col" className={`${th} w-[24%] sm:w-[12%] lg:w-[7%]`}>
              <span className="sr-only">{t('admin.inbox.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className={`border-t border-slate-200 ${lead.overdue ? 'bg-red-50/40' : ''}`}>
              {selection ? (
                <td className={td}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    aria-label={t('admin.bulk.selectLead', { name: withoutControls(lead.name) })}
                    checked={selection.allMatching || selection.picked.has(lead.id)}
                    onChange={() => selection.toggle(lead)}
                  />
                </td>
              ) : null}
              <td className={`${td} hidden text-slate-700 sm:table-cell`}>{received(lead)}</td>
              <td className={`${td} break-words font-semibold`}>
                <bdi>{withoutControls(lead.name)}</bdi>
                {typedByVisitor(lead, 'company') ? (
                  <span className="block font-normal text-slate-600">
                    <bdi>{withoutControls(typedByVisitor(lead, 'company'))}</bdi>
                  </span>
                ) : null}
                <span className="block font-normal text-slate-600 sm:hidden">
                  {t(`admin.pipeline.stages.${lead.stage}`)} · {t(`admin.inbox.sources.${lead.source}`)} ·{' '}
                  {received(lead)}
                </span>
                {lead.followUpOn ? (
                  <span className="block font-normal sm:hidden">
                    {t('admin.pipeline.columns.followUp')}: <FollowUp lead={lead} />
                  </span>
                ) : null}
                <div className="mt-1.5 font-normal">
                  <ContactButtons lead={lead} iconsOnly />
                </div>
              </td>
              <td className={`${td} hidden sm:table-cell`}>{t(`admin.pipeline.stages.${lead.stage}`)}</td>
              <td className={`${td} hidden break-words md:table-cell`}>
                {lead.owner ? <bdi>{lead.owner.username}</bdi> : t('admin.pipeline.none')}
              </td>
              <td className={`${td} hidden sm:table-cell`}>
                <FollowUp lead={lead} />
              </td>
              <td className={`${td} hidden break-words lg:table-cell`}>
                {t(`admin.inbox.sources.${lead.source}`)}
                {lead.attribution.utmCampaign ? (
                  <span className="block text-slate-600">
                    <bdi>{withoutControls(lead.attribution.utmCampaign)}</bdi>
                  </span>
                ) : null}
              </td>
              <td className={`${td} hidden xl:table-cell`}>
                <span dir="ltr">{withoutControls(lead.phone)}</span>
              </td>
              <td className={`${td} text-end`}>
                <button
                  type="button"
                  onClick={() => onOpen(lead)}
                  aria-label={t('admin.inbox.viewLabel', { name: withoutControls(lead.name) })}
                  className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t('admin.inbox.view')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
