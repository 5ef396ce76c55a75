// The inbox list: newest first; on narrow screens only date, name and source stay in the table, the
// rest is one click away in the details. What the visitor typed is shown isolated (<bdi>) and
// without control characters, so it cannot reorder the text around it.
import type { AdminLead } from '../../site/admin-types.js';
import { inboxCopies } from '../../locales/admin/inbox.js';
import { withoutControls } from '../../site/visitor-text.js';
import { useSaudiTime } from './format.js';
import { useAdminCopy } from './useAdminCopy.js';

// Letter spacing would pull Arabic's joined letters apart: Latin headings only.
const th = 'px-3 py-2 text-start text-xs font-semibold uppercase ltr:tracking-wide text-slate-600';
const td = 'px-3 py-2 align-top text-sm text-slate-800';

export function LeadTable({ leads, onOpen }: { leads: AdminLead[]; onOpen: (lead: AdminLead) => void }) {
  const text = useAdminCopy(inboxCopies);
  const saudiTime = useSaudiTime();
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="w-full table-fixed border-collapse">
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={`${th} w-[34%] md:w-[18%]`}>
              {text.columns.received}
            </th>
            <th scope="col" className={th}>
              {text.columns.name}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {text.columns.phone}
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              {text.columns.email}
            </th>
            <th scope="col" className={`${th} hidden w-[14%] sm:table-cell`}>
              {text.columns.source}
            </th>
            <th scope="col" className={`${th} w-[22%] md:w-[10%]`}>
              <span className="sr-only">{text.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-t border-slate-200">
              <td className={`${td} text-slate-700`}>{saudiTime(lead.createdAt)}</td>
              <td className={`${td} break-words font-semibold`}>
                <bdi>{withoutControls(lead.name)}</bdi>
                <span className="block font-normal text-slate-600 sm:hidden">{text.sources[lead.source]}</span>
              </td>
              <td className={`${td} hidden md:table-cell`}>
                <span dir="ltr">{withoutControls(lead.phone)}</span>
              </td>
              <td className={`${td} hidden break-all lg:table-cell`}>
                <bdi>{withoutControls(lead.email ?? '')}</bdi>
              </td>
              <td className={`${td} hidden sm:table-cell`}>{text.sources[lead.source]}</td>
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
