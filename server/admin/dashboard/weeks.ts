// Leads per week of the period, by source and by language: one GROUP BY over the period's range of
// created_at (idx_lead_dashboard covers every column it reads).
import type { DataSource } from 'typeorm';
import type { DashboardWeek } from '../../../site/dashboard.js';
import { localeList } from '../../../site/languages.js';
import { leadSources } from '../../../site/lead-schema.js';
import { count, type PeriodSql } from './sql.js';
import type { DashboardWindow } from './window.js';

interface WeekRow {
  week: unknown;
  source: string;
  locale: string;
  leads: unknown;
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export const weeksQuery = (sql: PeriodSql) =>
  `SELECT ${sql.week} AS week, source, locale, COUNT(*) AS leads FROM ${sql.from('idx_lead_dashboard')}
   WHERE ${sql.where} GROUP BY week, source, locale`;

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
    const leads = count(row.leads);
    // A source or language this build does not know (an old row) still counts in the other split.
    if (row.source in week.bySource) week.bySource[row.source as keyof typeof week.bySource] += leads;
    if (row.locale in week.byLocale) week.byLocale[row.locale as keyof typeof week.byLocale] += leads;
  }
  return weeks;
}
