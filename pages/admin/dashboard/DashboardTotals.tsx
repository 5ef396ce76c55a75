// The period in three figures: its leads, the won ones, and the median time to a first response.
import type { DashboardCopy } from '../../../site/admin-copy/dashboard.js';
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

export function DashboardTotals({
  data,
  copy,
  format,
}: {
  data: Dashboard;
  copy: DashboardCopy;
  format: DashboardFormat;
}) {
  const { stages, firstResponse } = data;
  const { medianSeconds, responded } = firstResponse;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label={copy.totals.leads} value={format.number(stages.leads)} />
      <Figure
        label={copy.totals.won}
        value={format.number(stages.reached.won)}
        detail={copy.wonShare(format.percent(stages.reached.won, stages.leads))}
      />
      <Figure
        label={copy.totals.response}
        value={medianSeconds === null ? copy.noResponse : format.duration(medianSeconds)}
        detail={copy.responseBasis(format.number(responded), format.number(stages.leads))}
      />
    </dl>
  );
}
