// The median time from a lead to its first response in the period: the middle of the responded
// leads' times, read by ORDER BY … LIMIT 2 OFFSET (n - 1) / 2, so no more than two rows leave the
// database (the mean of both when the count is even).
import type { DataSource } from 'typeorm';
import type { FirstResponse } from '../../../site/dashboard.js';
import { count, type PeriodSql } from './sql.js';

/** Two response times from the `offset`th shortest on. */
export const middleResponsesQuery = (sql: PeriodSql, offset: number) =>
  `SELECT ${sql.responseSeconds} AS seconds FROM ${sql.from('idx_lead_dashboard')}
   WHERE ${sql.where} AND first_response_at IS NOT NULL
   ORDER BY seconds LIMIT 2 OFFSET ${Math.max(0, Math.floor(offset))}`;

export async function firstResponse(db: DataSource, sql: PeriodSql, responded: number): Promise<FirstResponse> {
  if (responded === 0) return { responded, medianSeconds: null };
  const rows: Array<{ seconds: unknown }> = await db.query(middleResponsesQuery(sql, (responded - 1) / 2), sql.params);
  const middle = rows.map((row) => count(row.seconds));
  if (middle.length === 0) return { responded, medianSeconds: null };
  const medianSeconds = responded % 2 === 1 || middle.length === 1 ? middle[0] : (middle[0] + middle[1]) / 2;
  return { responded, medianSeconds };
}
