// The campaigns (utm_campaign) and landing pages that brought the most leads, and the most won
// leads, in the period: one GROUP BY per column over an index that holds every column it reads in
// the order it groups by (no sort), ranked both ways here. A blank value counts with the leads that
// had none. The groups are at most the period's leads, however many distinct values visitors' links
// carried.
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
  `SELECT ${column} AS name, COUNT(*) AS leads,
     SUM(CASE WHEN stage = 'won' THEN 1 ELSE 0 END) AS won,
     SUM(CASE WHEN stage = 'won' THEN value_sar ELSE 0 END) AS won_value
   FROM ${sql.from(column === 'utm_campaign' ? 'idx_lead_dashboard_campaign' : 'idx_lead_dashboard_landing')} WHERE ${sql.where}
   GROUP BY ${column}`;

export async function ranking(db: DataSource, sql: PeriodSql, column: RankedColumn): Promise<Ranking> {
  const rows: RankedRow[] = await db.query(rankingQuery(sql, column), sql.params);
  const named = new Map<string | null, RankedGroup>();
  for (const row of rows) {
    const name = row.name || null;
    const group = named.get(name) ?? { name, leads: 0, won: 0, wonValueSar: 0 };
    group.leads += count(row.leads);
    group.won += count(row.won);
    group.wonValueSar += count(row.won_value);
    named.set(name, group);
  }
  const groups = [...named.values()];
  const byLeads = [...groups].sort((a, b) => b.leads - a.leads || b.won - a.won || byName(a, b));
  const byWon = groups
    .filter((group) => group.won > 0)
    .sort((a, b) => b.wonValueSar - a.wonValueSar || b.won - a.won || b.leads - a.leads || byName(a, b));
  return { byLeads: byLeads.slice(0, DASHBOARD_TOP), byWon: byWon.slice(0, DASHBOARD_TOP) };
}
