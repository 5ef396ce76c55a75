// How far the period's leads got: the funnel of stages with lost leads apart, and its table.
import { pipelineCopies } from '../../../locales/admin/pipeline.js';
import type { DashboardCopy } from '../../../site/admin-copy/dashboard.js';
import { reachableStages, type StageReach } from '../../../site/dashboard.js';
import { useAdminCopy } from '../shared/useAdminCopy.js';
import { ChartFigure, ChartTable } from './ChartFigure.js';
import { lostLook, stageLook, wonLook } from './chart-palette.js';
import type { DashboardFormat } from './dashboard-format.js';
import { StageFunnel, type FunnelRow } from './StageFunnel.js';

export function FunnelCard({
  stages,
  copy,
  format,
  rtl,
}: {
  stages: StageReach;
  copy: DashboardCopy;
  format: DashboardFormat;
  rtl: boolean;
}) {
  const text = copy.funnel;
  const { stages: stageNames } = useAdminCopy(pipelineCopies);
  const rowOf = (key: string, label: string, count: number, look: typeof stageLook): FunnelRow => ({
    key,
    label,
    count,
    figure: `${format.number(count)} · ${format.percent(count, stages.leads)}`,
    series: { key, label, ...look },
  });
  const rows = reachableStages.map((stage) =>
    rowOf(stage, stageNames[stage], stages.reached[stage], stage === 'won' ? wonLook : stageLook),
  );
  const lost = rowOf('lost', stageNames.lost, stages.lost, lostLook);
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <ChartFigure
        title={text.title}
        note={text.lostNote}
        chart={(width) => (
          <StageFunnel
            stages={rows}
            lost={lost}
            total={stages.leads}
            width={width}
            rtl={rtl}
            title={text.title}
            description={text.description}
          />
        )}
        table={
          <ChartTable
            caption={text.title}
            columns={[text.stage, text.reached, text.share]}
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
