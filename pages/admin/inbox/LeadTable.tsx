// The inbox list: when each lead came, who sent it, its stage, owner and follow-up day (an overdue
// one marked in words as well as colour), and its source and campaign. On a phone only the date, the
// name (with the stage and follow-up under it) and the button stay; the rest is one click away in
// the lead's view. What the visitor typed is shown isolated (<bdi>) and without control characters,
// so it cannot reorder the text around it.
import type { AdminLead } from '../../../site/admin-types.js';
import { inboxCopies } from '../../../locales/admin/inbox.js';
import { pipelineCopies } from '../../../locales/admin/pipeline.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { useDayFormat } from '../shared/format-day.js';
import { useSaudiTime } from '../shared/format.js';
import { useAdminCopy } from '../shared/useAdminCopy.js';

// Letter spacing would pull Arabic's joined letters apart: Latin headings only.
const th = 'px-3 py-2 text-start text-xs font-semibold uppercase ltr:tracking-wide text-slate-600';
const td = 'px-3 py-2 align-top text-sm text-slate-800';

function FollowUp({ lead }: { lead: AdminLead }) {
  const text = useAdminCopy(pipelineCopies);
  const formatDay = useDayFormat();
  if (!lead.followUpOn) return <>{text.none}</>;
  return (
    <span className={lead.overdue ? 'font-semibold text-red-800' : undefined}>
      {formatDay(lead.followUpOn)}
      {lead.overdue ? (
        <span className="ms-1 inline-block rounded bg-red-50 px-1.5 text-xs font-bold text-red-800 ring-1 ring-red-200">
          {text.overdue}
        </span>
      ) : null}
    </span>
  );
}

export function LeadTable({ leads, onOpen }: { leads: AdminLead[]; onOpen: (lead: AdminLead) => void }) {
  const text = useAdminCopy(inboxCopies);
  const words = useAdminCopy(pipelineCopies);
  const saudiTime = useSaudiTime();
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {/* Fixed columns keep the page from jumping between pages of leads; the name takes what the
          others leave (at least a sixth of the row at full width). */}
      <table className="w-full table-fixed border-collapse">
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={`${th} w-[30%] sm:w-[20%] lg:w-[13%]`}>
              {text.columns.received}
            </th>
            <th scope="col" className={th}>
              {text.columns.name}
            </th>
            <th scope="col" className={`${th} hidden w-[14%] sm:table-cell lg:w-[11%]`}>
              {words.columns.stage}
            </th>
            <th scope="col" className={`${th} hidden w-[12%] md:table-cell lg:w-[10%]`}>
              {words.columns.owner}
            </th>
            <th scope="col" className={`${th} hidden w-[16%] sm:table-cell lg:w-[15%]`}>
              {words.columns.followUp}
            </th>
            <th scope="col" className={`${th} hidden w-[15%] lg:table-cell`}>
              {words.columns.origin}
            </th>
            <th scope="col" className={`${th} hidden w-[11%] xl:table-cell`}>
              {text.columns.phone}
            </th>
            <th scope="col" className={`${th} w-[24%] sm:w-[12%] lg:w-[8%]`}>
              <span className="sr-only">{text.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className={`border-t border-slate-200 ${lead.overdue ? 'bg-red-50/40' : ''}`}>
              <td className={`${td} text-slate-700`}>{saudiTime(lead.createdAt)}</td>
              <td className={`${td} break-words font-semibold`}>
                <bdi>{withoutControls(lead.name)}</bdi>
                <span className="block font-normal text-slate-600 sm:hidden">
                  {words.stages[lead.stage]} · {text.sources[lead.source]}
                </span>
                {lead.followUpOn ? (
                  <span className="block font-normal sm:hidden">
                    {words.columns.followUp}: <FollowUp lead={lead} />
                  </span>
                ) : null}
              </td>
              <td className={`${td} hidden sm:table-cell`}>{words.stages[lead.stage]}</td>
              <td className={`${td} hidden break-words md:table-cell`}>
                {lead.owner ? <bdi>{lead.owner.username}</bdi> : words.none}
              </td>
              <td className={`${td} hidden sm:table-cell`}>
                <FollowUp lead={lead} />
              </td>
              <td className={`${td} hidden break-words lg:table-cell`}>
                {text.sources[lead.source]}
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
                  aria-label={text.viewLabel(withoutControls(lead.name))}
                  className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {text.view}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
