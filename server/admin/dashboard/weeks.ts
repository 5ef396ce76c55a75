// Leads per week of the period, by source and by language: one GROUP BY week over the period's range
// of created_at (idx_lead_dashboard covers every column it reads), each source and language a sum of
// its own column. Grouping by the week alone keeps the database's sort to one short key per lead.
import type { DataSource } from 'typeorm';
import type { DashboardWeek } from '../../../site/dashboard.js';
import { localeList } from '../../../site/languages.js';
import { leadSources } from '../../../site/lead-schema.js';
import { count, type PeriodSql } from './sql.js';
import type { DashboardWindow } from './window.js';

type WeekRow = Record<string, unknown>;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

// The sources and languages are this build's own words, never visitor input.
const sumOf = (column: 'source' | 'locale', value: string) =>
  `SUM(CASE WHEN ${column} = '${value}' THEN 1 ELSE 0 END) AS ${column}_${value}`;

export const weeksQuery = (sql: PeriodSql) =>
  `SELECT ${sql.week} AS week, ${[
    ...leadSources.map((source) => sumOf('source', source)),
    ...localeList.map((locale) => sumOf('locale', locale)),
  ].join(', ')}
   FROM ${sql.from('idx_lead_dashboard')} WHERE ${sql.where} GROUP BY week`;

export async function leadsPerWeek(db: DataSource, sql: PeriodSql, window: DashboardWindow): Promise<DashboardWeek[]> {
  const rows: WeekRow[] = await db.query(weeksQuery(sql), sql.params);
  const weeks = window.weekStarts.map((start) => ({
    start,
    bySource: zeros(leadSources),
    byLocale: zeros(localeList),
  }));
  for (const row of rows) {
    const week = weeks[count(row.week)];
    if (!week) continue;
    // A source or language this build does not know (an old row) still counts in the other split.
    for (const source of leadSources) week.bySource[source] += count(row[`source_${source}`]);
    for (const locale of localeList) week.byLocale[locale] += count(row[`locale_${locale}`]);
  }
  return weeks;
}
