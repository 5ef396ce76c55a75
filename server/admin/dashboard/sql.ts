// The SQL the dashboard's queries share: the period's filter (spam left out and a range of
// created_at), the index each query reads, and the expressions SQLite and MySQL/MariaDB spell
// differently. Times are compared as UTC
// "YYYY-MM-DD HH:MM:SS" text, as both dialects store created_at.
import type { DataSource } from 'typeorm';
import type { DashboardWindow } from './window.js';
import { WEEK_SECONDS } from './window.js';

export const sqlDateTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

const isMysql = (db: DataSource) => db.options.type === 'mysql';

/** The dashboard's own indexes (the DashboardIndexes migration). */
export type DashboardIndex =
  | 'idx_lead_dashboard'
  | 'idx_lead_dashboard_campaign'
  | 'idx_lead_dashboard_landing'
  | 'idx_lead_dashboard_value'
  | 'idx_lead_dashboard_owner';

export interface PeriodSql {
  /** The lead table, read through the named index: MariaDB, costing the long landing_path key,
   * would otherwise read the landing pages through a narrower index and then every row. The
   * migration makes the indexes, so naming them cannot fail; SQLite refuses the query if its index
   * ever could not serve it ("lead" is quoted: it is a window function's name in MySQL 8). */
  from: (index: DashboardIndex) => string;
  /** WHERE clause of the period's leads, spam left out; its parameters are `params`. */
  where: string;
  params: string[];
  /** The lead's week in the period, 0 for the oldest. */
  week: string;
  /** Seconds from the lead to its first response. */
  responseSeconds: string;
  /** A datetime column as seconds since 1970 (UTC), or NULL. */
  epochSeconds: (column: string) => string;
}

export function periodSql(db: DataSource, window: DashboardWindow): PeriodSql {
  const table = db.driver.escape('lead');
  const from = (index: DashboardIndex) => `${table} ${isMysql(db) ? `FORCE INDEX (${index})` : `INDEXED BY ${index}`}`;
  const start = sqlDateTime(window.start);
  const origin = sqlDateTime(window.weekOrigin);
  // spam_reason leads every dashboard index; created_at follows it in those read as a range.
  const where = 'spam_reason IS NULL AND created_at >= ? AND created_at < ?';
  const params = [start, sqlDateTime(window.end)];
  if (isMysql(db))
    return {
      from,
      where,
      params,
      // The origin is a constant of our own making, not visitor input.
      week: `TIMESTAMPDIFF(SECOND, '${origin}', created_at) DIV ${WEEK_SECONDS}`,
      responseSeconds: 'TIMESTAMPDIFF(SECOND, created_at, first_response_at)',
      // Arithmetic on the stored UTC value, not UNIX_TIMESTAMP, which reads it in the session's zone.
      epochSeconds: (column) => `TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', ${column})`,
    };
  const originEpoch = Math.floor(window.weekOrigin.getTime() / 1000);
  const epoch = (column: string) => `unixepoch(${column})`;
  return {
    from,
    where,
    params,
    week: `(${epoch('created_at')} - ${originEpoch}) / ${WEEK_SECONDS}`,
    responseSeconds: `${epoch('first_response_at')} - ${epoch('created_at')}`,
    epochSeconds: epoch,
  };
}

/** mysql2 answers COUNT as a number but SUM as a decimal string; SQLite numbers. */
export const count = (value: unknown) => Number(value ?? 0);
