// How far the period's leads got: one count per furthest stage reached (lost apart), summed from
// the top down so each stage counts every lead that reached it or went further. The same pass counts
// the leads someone has responded to, which the median of the response time needs.
import type { DataSource } from 'typeorm';
import { reachableStages, type StageReach } from '../../../site/dashboard.js';
import { stageRank } from '../../../site/pipeline/stages.js';
import { count, type PeriodSql } from './sql.js';

interface RankRow {
  furthest: unknown;
  lost: unknown;
  leads: unknown;
  responded: unknown;
}

export const stagesQuery = (sql: PeriodSql) =>
  `SELECT furthest_stage_rank AS furthest, CASE WHEN stage = 'lost' THEN 1 ELSE 0 END AS lost,
     COUNT(*) AS leads, COUNT(first_response_at) AS responded
   FROM ${sql.from('idx_lead_dashboard')} WHERE ${sql.where}
   GROUP BY furthest_stage_rank, CASE WHEN stage = 'lost' THEN 1 ELSE 0 END`;

export async function stageReach(db: DataSource, sql: PeriodSql): Promise<{ stages: StageReach; responded: number }> {
  const rows: RankRow[] = await db.query(stagesQuery(sql), sql.params);
  const stages: StageReach = {
    leads: 0,
    reached: Object.fromEntries(reachableStages.map((stage) => [stage, 0])) as StageReach['reached'],
    lost: 0,
  };
  let responded = 0;
  for (const row of rows) {
    const leads = count(row.leads);
    const furthest = count(row.furthest);
    stages.leads += leads;
    if (count(row.lost)) stages.lost += leads;
    responded += count(row.responded);
    for (const stage of reachableStages) if (furthest >= stageRank(stage)) stages.reached[stage] += leads;
  }
  return { stages, responded };
}
