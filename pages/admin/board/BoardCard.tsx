// One lead on the board: its name, company, value, owner and next follow-up, opening the lead.
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { AdminLead } from '../../../site/admin-types.js';
import { leadAddress } from '../shared/lead-address.js';
import { useDayFormat } from '../shared/format-day.js';
import { sarFormat } from '../shared/format-sar.js';

export function BoardCard({ lead, children }: { lead: AdminLead; children?: React.ReactNode }) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const formatDay = useDayFormat();
  const sar = sarFormat(locale);
  return (
    <article
      data-lead-id={lead.id}
      aria-label={lead.name}
      className="space-y-1 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <a
        href={leadAddress(lead.id, locale)}
        draggable={false}
        className="block font-semibold text-slate-900 hover:underline"
      >
        <bdi dir="auto">{lead.name}</bdi>
      </a>
      {lead.company ? (
        <p className="text-sm text-slate-700">
          <bdi dir="auto">{lead.company}</bdi>
        </p>
      ) : null}
      <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <span className="font-semibold">{lead.valueSar === null ? '—' : sar(lead.valueSar)}</span>
        <span>{lead.owner?.username ?? t('admin.board.noOwner')}</span>
      </p>
      {lead.followUpOn ? (
        <p className={`text-xs ${lead.overdue ? 'font-bold text-red-800' : 'text-slate-600'}`}>
          {t('admin.board.followUp', { day: formatDay(lead.followUpOn) })}
        </p>
      ) : null}
      {children}
    </article>
  );
}
