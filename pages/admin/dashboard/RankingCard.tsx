// Top campaigns or top landing pages: ranked by leads, and by won leads, each as bars with its table.
// Campaign names and paths come from visitors' links, so they are shown with every control and bidi
// character written out (printable) and in their own direction.
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { RankedGroup, Ranking } from '../../../site/dashboard.js';
import { printable } from '../../../site/printable-text.js';
import { ChartFigure, ChartTable } from './ChartFigure.js';
import { leadsBarColor, wonBarColor } from './chart-palette.js';
import type { DashboardFormat } from './dashboard-format.js';
import { RankedBars } from './RankedBars.js';

interface RankingCardProps {
  title: string;
  /** The table's first column: "Campaign", "Landing page". */
  nameColumn: string;
  /** The name of the group without one: "Direct / none". */
  noneName: string;
  ranking: Ranking;
  format: DashboardFormat;
  rtl: boolean;
}

export function RankingCard({ title, nameColumn, noneName, ranking, format, rtl }: RankingCardProps) {
  const t = useAdminT();
  const nameOf = (group: RankedGroup) => (group.name === null ? noneName : printable(group.name));
  const keyOf = (group: RankedGroup) => (group.name === null ? '\u0000none' : group.name);
  const figure = (subtitle: string, groups: RankedGroup[], metric: 'leads' | 'won', color: string) => (
    <ChartFigure
      level={4}
      title={subtitle}
      name={`${title}: ${subtitle}`}
      chart={(width) =>
        groups.length ? (
          <RankedBars
            rows={groups.map((group) => ({
              key: keyOf(group),
              name: nameOf(group),
              ours: group.name === null,
              value: group[metric],
            }))}
            width={width}
            rtl={rtl}
            color={color}
            title={`${title}: ${subtitle}`}
            number={format.number}
          />
        ) : (
          <p className="text-sm text-slate-700">
            {metric === 'won' ? t('admin.dashboard.rankings.noneWon') : t('admin.dashboard.empty')}
          </p>
        )
      }
      table={
        <ChartTable
          caption={`${title}: ${subtitle}`}
          columns={[nameColumn, t('admin.dashboard.rankings.leads'), t('admin.dashboard.rankings.won')]}
          rows={groups.map((group) => ({
            key: keyOf(group),
            head: <bdi>{nameOf(group)}</bdi>,
            cells: [format.number(group.leads), format.number(group.won)],
          }))}
        />
      }
    />
  );
  return (
    <section className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-base font-bold text-slate-900">{title}</h3>
      {figure(t('admin.dashboard.rankings.byLeads'), ranking.byLeads, 'leads', leadsBarColor)}
      {figure(t('admin.dashboard.rankings.byWon'), ranking.byWon, 'won', wonBarColor)}
    </section>
  );
}
