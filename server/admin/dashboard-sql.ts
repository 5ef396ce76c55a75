// The SQL the dashboard's queries share: the period's filter (an indexed range of created_at, spam
// left out) and the two expressions SQLite and MySQL/MariaDB spell differently. Times are compared
// as UTC "YYYY-MM-DD HH:MM:SS" text, as both dialects store created_at.
import type { DataSource } from 'typeorm';
import type { DashboardWindow } from './dashboard-window.js';
import { WEEK_SECONDS } from './dashboard-window.js';

export const sqlDateTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

const isMysql = (db: DataSource) => db.options.type === 'mysql';

export interface PeriodSql {
  /** The lead table's quoted name ("lead" is a window function's name in MySQL 8). */
  table: string;
  /** WHERE clause of the period's leads, spam left out; its parameters are `params`. */
  where: string;
  params: string[];
  /** The lead's week in the period, 0 for the oldest. */
  week: string;
  /** Seconds from the lead to its first response. */
  responseSeconds: string;
}

export function periodSql(db: DataSource, window: DashboardWindow): PeriodSql {
  const table = db.driver.escape('lead');
  const start = sqlDateTime(window.start);
  const period = 'created_at >= ? AND created_at < ?';
  const params = [start, sqlDateTime(window.end)];
  if (isMysql(db))
    return {
      table,
      where: `${period} AND spam_reason IS NULL`,
      params,
      // The start is a constant of our own making, not visitor input.
      week: `TIMESTAMPDIFF(SECOND, '${start}', created_at) DIV ${WEEK_SECONDS}`,
      responseSeconds: 'TIMESTAMPDIFF(SECOND, created_at, first_response_at)',
    };
  const startEpoch = Math.floor(window.start.getTime() / 1000);
  const epoch = (column: string) => `unixepoch(${column})`;
  return {
    table,
    // Without statistics SQLite would take "spam_reason IS NULL" for a selective equality and read
    // nearly every lead through idx_lead_spam_reason; the unary + keeps that term off the index, so
    // the period's range decides.
    where: `${period} AND +spam_reason IS NULL`,
    params,
    week: `(${epoch('created_at')} - ${startEpoch}) / ${WEEK_SECONDS}`,
    responseSeconds: `${epoch('first_response_at')} - ${epoch('created_at')}`,
  };
}

/** mysql2 answers COUNT as a number but SUM as a decimal string; SQLite numbers. */
export const count = (value: unknown) => Number(value ?? 0);
