// The period's leads counted once, by everything the funnel, the pipeline value, the won value by
// source and the salespeople's rows split them by: one GROUP BY over idx_lead_dashboard_value, which
// holds every column it reads in the order it groups by (no sort). The groups are few (stages ×
// sources × owners × close months), so each part of the dashboard sums them here instead of reading
// the period again.
import type { DataSource } from 'typeorm';
import { count, type PeriodSql } from './sql.js';

export interface PeriodGroup {
  stage: string;
  furthestStageRank: number;
  source: string;
  ownerId: number | null;
  /** The expected close month, YYYY-MM, or null. */
  month: string | null;
  leads: number;
  /** Of them, the leads someone has responded to. */
  responded: number;
  /** The sum of the group's values in SAR; a lead nobody priced adds nothing. */
  valueSar: number;
}

export const periodGroupsQuery = (sql: PeriodSql) =>
  `SELECT stage, furthest_stage_rank AS furthest, source, owner_id AS owner, expected_close_month AS month,
     COUNT(*) AS leads, COUNT(first_response_at) AS responded, SUM(COALESCE(value_sar, 0)) AS value
   FROM ${sql.from('idx_lead_dashboard_value')} WHERE ${sql.where}
   GROUP BY stage, furthest_stage_rank, source, owner_id, expected_close_month`;

interface GroupRow {
  stage: string;
  furthest: unknown;
  source: string;
  owner: unknown;
  month: string | null;
  responded: unknown;
  leads: unknown;
  value: unknown;
}

export async function periodGroups(db: DataSource, sql: PeriodSql): Promise<PeriodGroup[]> {
  const rows: GroupRow[] = await db.query(periodGroupsQuery(sql), sql.params);
  return rows.map((row) => ({
    stage: row.stage,
    furthestStageRank: count(row.furthest),
    source: row.source,
    ownerId: row.owner === null ? null : count(row.owner),
    month: row.month || null,
    leads: count(row.leads),
    responded: count(row.responded),
    valueSar: count(row.value),
  }));
}
