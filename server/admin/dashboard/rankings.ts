// The campaigns (utm_campaign) and landing pages that brought the most leads, and the most won
// leads, in the period: one GROUP BY over the period's range per column (an index holds every
// column it reads), ranked both ways here. A blank value counts with the leads that had none. The
// groups are at most the period's leads, however many distinct values visitors' links carried.
import type { DataSource } from 'typeorm';
import { DASHBOARD_TOP, type RankedGroup, type Ranking } from '../../../site/dashboard.js';
import { count, type PeriodSql } from './sql.js';

export type RankedColumn = 'utm_campaign' | 'landing_path';

interface RankedRow {
  name: string | null;
  leads: unknown;
  won: unknown;
  won_value: unknown;
}

// Ties go to the name, so the order is the same on every database and every load.
const byName = (a: RankedGroup, b: RankedGroup) => (a.name ?? '').localeCompare(b.name ?? '');

export const rankingQuery = (sql: PeriodSql, column: RankedColumn) =>
  `SELECT NULLIF(${column}, '') AS name, COUNT(*) AS leads,
     SUM(CASE WHEN stage = 'won' THEN 1 ELSE 0 END) AS won,
     SUM(CASE WHEN stage = 'won' THEN value_sar ELSE 0 END) AS won_value
   FROM ${sql.from(column === 'utm_campaign' ? 'idx_lead_dashboard_campaign' : 'idx_lead_dashboard_landing')} WHERE ${sql.where}
   GROUP BY NULLIF(${column}, '')`;

export async function ranking(db: DataSource, sql: PeriodSql, column: RankedColumn): Promise<Ranking> {
  const rows: RankedRow[] = await db.query(rankingQuery(sql, column), sql.params);
  const groups = rows.map((row): RankedGroup => ({
    name: row.name,
    leads: count(row.leads),
    won: count(row.won),
    wonValueSar: count(row.won_value),
  }));
  const byLeads = [...groups].sort((a, b) => b.leads - a.leads || b.won - a.won || byName(a, b));
  const byWon = groups
    .filter((group) => group.won > 0)
    .sort((a, b) => b.wonValueSar - a.wonValueSar || b.won - a.won || b.leads - a.leads || byName(a, b));
  return { byLeads: byLeads.slice(0, DASHBOARD_TOP), byWon: byWon.slice(0, DASHBOARD_TOP) };
}
