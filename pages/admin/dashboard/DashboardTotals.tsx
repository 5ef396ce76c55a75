// The period in three figures: its leads, the won ones, and the median time to a first response.
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { Dashboard } from '../../../site/dashboard.js';
import type { DashboardFormat } from './dashboard-format.js';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}

export function DashboardTotals({ data, format }: { data: Dashboard; format: DashboardFormat }) {
  const t = useAdminT();
  const { stages, firstResponse } = data;
  const { medianSeconds, responded } = firstResponse;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label={t('admin.dashboard.totals.leads')} value={format.number(stages.leads)} />
      <Figure
        label={t('admin.dashboard.totals.won')}
        value={format.number(stages.reached.won)}
        detail={
          stages.leads === 0
            ? undefined
            : t('admin.dashboard.wonShare', { percent: format.percent(stages.reached.won, stages.leads) })
        }
      />
      <Figure
        label={t('admin.dashboard.totals.response')}
        value={medianSeconds === null ? t('admin.dashboard.noResponse') : format.duration(medianSeconds)}
        detail={
          stages.leads === 0
            ? t('admin.dashboard.responseNoLeads')
            : responded === 0
              ? t('admin.dashboard.responseNone')
              : t('admin.dashboard.responseBasis', {
                  responded: format.number(responded),
                  leads: format.number(stages.leads),
                })
        }
      />
    </dl>
  );
}
