// A row per salesperson for the period: the leads they own, how many were acted on, what they won and
// its value (summed from the period's groups), their median first response (idx_lead_dashboard_owner
// starts with owner_id, so each owner's median is one range read by ORDER BY … LIMIT 2), and their
// overdue activities now (lead_activity's assignee index). Leads nobody owns get a row of their own.
import type { DataSource } from 'typeorm';
import type { SalespersonRow } from '../../../site/dashboard.js';
import { ownerNames } from '../pipeline/owners.js';
import type { PeriodGroup } from './period-groups.js';
import { count, type PeriodSql } from './sql.js';

interface OwnerTotals {
  leads: number;
  contacted: number;
  won: number;
  wonValueSar: number;
}

/** The period's groups summed per owner (null: nobody). */
function ownerTotals(groups: readonly PeriodGroup[]): Map<number | null, OwnerTotals> {
  const totals = new Map<number | null, OwnerTotals>();
  for (const group of groups) {
    const entry = totals.get(group.ownerId) ?? { leads: 0, contacted: 0, won: 0, wonValueSar: 0 };
    entry.leads += group.leads;
    entry.contacted += group.responded;
    if (group.stage === 'won') {
      entry.won += group.leads;
      entry.wonValueSar += group.valueSar;
    }
    totals.set(group.ownerId, entry);
  }
  return totals;
}

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

export async function salespeople(
  db: DataSource,
  sql: PeriodSql,
  groups: readonly PeriodGroup[],
  today: string,
): Promise<SalespersonRow[]> {
  const byOwner = ownerTotals(groups);
  const overdueRows: Array<{ owner: unknown; overdue: unknown }> = await db.query(overdueActivitiesQuery, [today]);
  const overdue = new Map(overdueRows.map((row) => [count(row.owner), count(row.overdue)]));
  for (const id of overdue.keys())
    if (!byOwner.has(id)) byOwner.set(id, { leads: 0, contacted: 0, won: 0, wonValueSar: 0 });
  const names = await ownerNames(db, new Set([...byOwner.keys()].filter((id): id is number => id !== null)));
  const result: SalespersonRow[] = [];
  for (const [id, totals] of byOwner) {
    result.push({
      owner: id === null ? null : { id, username: names.get(id) ?? `#${id}` },
      ...totals,
      medianResponseSeconds: await median(db, sql, id, totals.contacted),
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
