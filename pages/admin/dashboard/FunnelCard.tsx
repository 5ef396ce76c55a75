// How far the period's leads got: the funnel of stages with lost leads apart, and its table.
import { reachableStages, type StageReach } from '../../../site/dashboard.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { ChartFigure, ChartTable } from './ChartFigure.js';
import { lostLook, stageLook, wonLook } from './chart-palette.js';
import type { DashboardFormat } from './dashboard-format.js';
import { StageFunnel, type FunnelRow } from './StageFunnel.js';

export function FunnelCard({ stages, format, rtl }: { stages: StageReach; format: DashboardFormat; rtl: boolean }) {
  const t = useAdminT();
  const rowOf = (key: string, label: string, count: number, look: typeof stageLook): FunnelRow => ({
    key,
    label,
    count,
    figure: `${format.number(count)} · ${format.percent(count, stages.leads)}`,
    series: { key, label, ...look },
  });
  const rows = reachableStages.map((stage) =>
    rowOf(stage, t(`admin.pipeline.stages.${stage}`), stages.reached[stage], stage === 'won' ? wonLook : stageLook),
  );
  const lost = rowOf('lost', t('admin.pipeline.stages.lost'), stages.lost, lostLook);
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <ChartFigure
        title={t('admin.dashboard.funnel.title')}
        note={t('admin.dashboard.funnel.lostNote')}
        chart={(width) => (
          <StageFunnel
            stages={rows}
            lost={lost}
            total={stages.leads}
            width={width}
            rtl={rtl}
            title={t('admin.dashboard.funnel.title')}
            description={t('admin.dashboard.funnel.description')}
          />
        )}
        table={
          <ChartTable
            caption={t('admin.dashboard.funnel.title')}
            columns={[
              t('admin.dashboard.funnel.stage'),
              t('admin.dashboard.funnel.reached'),
              t('admin.dashboard.funnel.share'),
            ]}
            rows={[...rows, lost].map((row) => ({
              key: row.key,
              head: row.label,
              cells: [format.number(row.count), format.percent(row.count, stages.leads)],
            }))}
          />
        }
      />
    </div>
  );
}
