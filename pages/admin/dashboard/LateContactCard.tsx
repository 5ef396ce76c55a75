// "Not contacted within one working hour": how many of the period's leads waited longer than an hour
// of the office's working time for a first contact (or still wait), and the latest of them, each a
// link that opens the lead.
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { Dashboard } from '../../../site/dashboard.js';
import type { DashboardFormat } from './dashboard-format.js';
import { leadAddress } from '../shared/lead-address.js';

export function LateContactCard({ data, format }: { data: Dashboard; format: DashboardFormat }) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const { late, neverContacted, latest } = data.lateFirstContact;
  const riyadhDay = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  return (
    <section aria-labelledby="late-contact" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="late-contact" className="font-semibold text-slate-900">
        {t('admin.dashboard.late.title')}
      </h3>
      <p className="mt-1 text-xs text-slate-600">{t('admin.dashboard.late.description')}</p>
      {data.stages.leads === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('admin.dashboard.late.noLeads')}</p>
      ) : late === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('admin.dashboard.late.none')}</p>
      ) : (
        <>
          <p className="mt-3 text-2xl font-bold text-slate-900 tabular-nums" data-testid="late-contact-count">
            {format.number(late)}
          </p>
          <p className="text-sm text-slate-700">
            {t('admin.dashboard.late.never', { count: format.number(neverContacted) })}
          </p>
          <h4 className="mt-3 text-sm font-semibold text-slate-700">{t('admin.dashboard.late.latest')}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {latest.map((lead) => (
              <li key={lead.id} className="flex flex-wrap justify-between gap-x-3">
                <a href={leadAddress(lead.id, locale)} className="font-semibold text-slate-900 underline">
                  <bdi>{lead.name}</bdi>
                </a>
                <span className="text-slate-600">
                  {format.day(riyadhDay(lead.createdAt))} ·{' '}
                  {lead.firstResponseAt === null
                    ? t('admin.dashboard.late.waiting')
                    : t('admin.dashboard.late.answeredLate')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
