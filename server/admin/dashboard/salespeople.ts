// A row per salesperson for the period: the leads they own, how many were acted on, their median
// first response, what they won and its value (one GROUP BY over idx_lead_dashboard_owner, which
// starts with owner_id so each owner's median is one range read by ORDER BY … LIMIT 2), and their
// overdue activities now (lead_activity's assignee index). Leads nobody owns get a row of their own.
import type { DataSource } from 'typeorm';
import type { SalespersonRow } from '../../../site/dashboard.js';
import { ownerNames } from '../pipeline/owners.js';
import { count, type PeriodSql } from './sql.js';

interface OwnerRow {
  owner: unknown;
  leads: unknown;
  contacted: unknown;
  won: unknown;
  won_value: unknown;
}

export const salespeopleQuery = (sql: PeriodSql) =>
  `SELECT owner_id AS owner, COUNT(*) AS leads, COUNT(first_response_at) AS contacted,
     SUM(CASE WHEN stage = 'won' THEN 1 ELSE 0 END) AS won,
     SUM(CASE WHEN stage = 'won' THEN COALESCE(value_sar, 0) ELSE 0 END) AS won_value
   FROM ${sql.from('idx_lead_dashboard_owner')} WHERE ${sql.where} GROUP BY owner_id`;

/** One owner's (or nobody's) two middle response times. */
export const ownerMedianQuery = (sql: PeriodSql, owner: number | null, offset: number) =>
  `SELECT ${sql.responseSeconds} AS seconds FROM ${sql.from('idx_lead_dashboard_owner')}
   WHERE ${sql.where} AND ${owner === null ? 'owner_id IS NULL' : `owner_id = ${Math.floor(owner)}`}
     AND first_response_at IS NOT NULL
   ORDER BY seconds LIMIT 2 OFFSET ${Math.max(0, Math.floor(offset))}`;

export const overdueActivitiesQuery = `SELECT assignee_id AS owner, COUNT(*) AS overdue FROM lead_activity
   WHERE done = 0 AND due_on < ? AND assignee_id IS NOT NULL GROUP BY assignee_id`;

async function median(db: DataSource, sql: PeriodSql, owner: number | null, responded: number) {
  if (responded === 0) return null;
  const rows: Array<{ seconds: unknown }> = await db.query(
    ownerMedianQuery(sql, owner, (responded - 1) / 2),
    sql.params,
  );
  const middle = rows.map((row) => count(row.seconds));
  if (middle.length === 0) return null;
  return responded % 2 === 1 || middle.length === 1 ? middle[0]! : (middle[0]! + middle[1]!) / 2;
}

export async function salespeople(db: DataSource, sql: PeriodSql, today: string): Promise<SalespersonRow[]> {
  const rows: OwnerRow[] = await db.query(salespeopleQuery(sql), sql.params);
  const overdueRows: Array<{ owner: unknown; overdue: unknown }> = await db.query(overdueActivitiesQuery, [today]);
  const overdue = new Map(overdueRows.map((row) => [count(row.owner), count(row.overdue)]));
  const ids = new Set<number>([...overdue.keys()]);
  for (const row of rows) if (row.owner !== null) ids.add(count(row.owner));
  const names = await ownerNames(db, ids);
  const byOwner = new Map(rows.map((row) => [row.owner === null ? null : count(row.owner), row]));
  for (const id of overdue.keys()) if (!byOwner.has(id)) byOwner.set(id, undefined as unknown as OwnerRow);
  const result: SalespersonRow[] = [];
  for (const [id, row] of byOwner) {
    const contacted = row ? count(row.contacted) : 0;
    result.push({
      owner: id === null ? null : { id, username: names.get(id) ?? `#${id}` },
      leads: row ? count(row.leads) : 0,
      contacted,
      medianResponseSeconds: await median(db, sql, id, contacted),
      won: row ? count(row.won) : 0,
      wonValueSar: row ? count(row.won_value) : 0,
      overdueActivities: id === null ? 0 : (overdue.get(id) ?? 0),
    });
  }
  // Most won value first, then most leads; nobody's leads last.
  return result.sort(
    (a, b) =>
      Number(a.owner === null) - Number(b.owner === null) ||
      b.wonValueSar - a.wonValueSar ||
      b.leads - a.leads ||
      (a.owner?.username ?? '').localeCompare(b.owner?.username ?? ''),
  );
}
