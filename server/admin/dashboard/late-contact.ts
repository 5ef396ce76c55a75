// "Not contacted within one working hour": the period's leads whose first contact attempt or
// response came more than one working hour after they arrived, or has not come though an hour of
// work has passed. A wait of a week or more is late whatever the calendar, so the database counts
// those; only the waits shorter than that (a few days' leads at most) are read and measured against
// the office hours here.
import type { DataSource } from 'typeorm';
import { Lead } from '../../../entities/index.js';
import type { LateFirstContact } from '../../../site/dashboard.js';
import { count, sqlDateTime, type PeriodSql } from './sql.js';
import { workingTimeCounter, type OfficeHours } from './working-hours.js';

const HOUR_MS = 3_600_000;
const WEEK_SECONDS = 7 * 86_400;
/** How many late leads the card lists to reach from the dashboard. */
export const LATE_LEADS_LISTED = 5;

interface WaitRow {
  id: unknown;
  arrived: unknown;
  answered: unknown;
}

/** Leads surely late: never contacted for a week or more, or contacted after a week or more. */
export const surelyLateQuery = (sql: PeriodSql) =>
  `SELECT COUNT(*) AS late, SUM(CASE WHEN first_response_at IS NULL THEN 1 ELSE 0 END) AS never
   FROM ${sql.from('idx_lead_dashboard')} WHERE ${sql.where}
   AND ((first_response_at IS NULL AND created_at < ?) OR ${sql.responseSeconds} >= ${WEEK_SECONDS})`;

/** Leads whose wait is over an hour of the clock but under a week: measured in working hours here.
 * Times come as seconds since 1970: thousands of rows cost no date parsing. */
export const unsureWaitsQuery = (sql: PeriodSql) =>
  `SELECT id, ${sql.epochSeconds('created_at')} AS arrived, ${sql.epochSeconds('first_response_at')} AS answered
   FROM ${sql.from('idx_lead_dashboard')} WHERE ${sql.where}
   AND ((first_response_at IS NULL AND created_at >= ? AND created_at < ?)
     OR (${sql.responseSeconds} > 3600 AND ${sql.responseSeconds} < ${WEEK_SECONDS}))`;

const newestSurelyLateQuery = (sql: PeriodSql) =>
  `SELECT id FROM ${sql.from('idx_lead_dashboard')} WHERE ${sql.where}
   AND ((first_response_at IS NULL AND created_at < ?) OR ${sql.responseSeconds} >= ${WEEK_SECONDS})
   ORDER BY created_at DESC LIMIT ${LATE_LEADS_LISTED}`;

export async function lateFirstContact(
  db: DataSource,
  sql: PeriodSql,
  now: Date,
  office: OfficeHours,
): Promise<LateFirstContact> {
  const weekAgo = sqlDateTime(new Date(now.getTime() - WEEK_SECONDS * 1000));
  const hourAgo = sqlDateTime(new Date(now.getTime() - HOUR_MS));
  const [sure] = (await db.query(surelyLateQuery(sql), [...sql.params, weekAgo])) as Array<{
    late: unknown;
    never: unknown;
  }>;
  const unsure: WaitRow[] = await db.query(unsureWaitsQuery(sql), [...sql.params, weekAgo, hourAgo]);
  const workingMs = workingTimeCounter(office);
  const late = unsure
    .map((row) => ({
      id: count(row.id),
      arrivedMs: count(row.arrived) * 1000,
      answeredMs: row.answered === null ? null : count(row.answered) * 1000,
    }))
    .filter((row) => workingMs(row.arrivedMs, row.answeredMs ?? now.getTime(), HOUR_MS + 1) > HOUR_MS);
  let ids = late
    .sort((a, b) => b.arrivedMs - a.arrivedMs)
    .slice(0, LATE_LEADS_LISTED)
    .map((row) => row.id);
  if (ids.length < LATE_LEADS_LISTED) {
    const older: Array<{ id: unknown }> = await db.query(newestSurelyLateQuery(sql), [...sql.params, weekAgo]);
    ids = [...ids, ...older.map((row) => count(row.id))].slice(0, LATE_LEADS_LISTED);
  }
  const leads = ids.length
    ? await db.getRepository(Lead).find({
        where: ids.map((id) => ({ id })),
        select: { id: true, name: true, createdAt: true, firstResponseAt: true },
      })
    : [];
  const latest = leads
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((lead) => ({
      id: lead.id,
      name: lead.name,
      createdAt: lead.createdAt.toISOString(),
      firstResponseAt: lead.firstResponseAt ? lead.firstResponseAt.toISOString() : null,
    }));
  return {
    late: count(sure?.late) + late.length,
    neverContacted: count(sure?.never) + late.filter((row) => row.answeredMs === null).length,
    latest,
  };
}
