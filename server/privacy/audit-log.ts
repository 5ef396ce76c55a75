// Writing and reading the audit log (entities/AuditEvent.ts). What it hands back is ready to print:
// every actor and detail passes through printable() (site/printable-text.ts), so no entry can start
// a line of its own, colour a terminal or reorder what the admin screen shows.
import type { DataSource, EntityManager } from 'typeorm';
import { AuditEvent, type AuditAction } from '../../entities/index.js';
import { printable } from '../../site/printable-text.js';

export async function recordAudit(
  db: DataSource | EntityManager,
  actor: string,
  action: AuditAction,
  detail = '',
  now = Date.now(),
): Promise<void> {
  await db
    .getRepository(AuditEvent)
    .insert({ at: now, actor: actor.slice(0, 100), action, detail: detail.slice(0, 500) });
}

export interface AuditEntry {
  /** When it happened; of the latest one when the entry stands for several. */
  at: string;
  actor: string;
  action: AuditAction;
  detail: string;
  /** How many events the entry stands for (refused sign-ins in a row are counted on one entry). */
  repeats: number;
  /** When the first of them happened; null for a single event. */
  firstAt: string | null;
}

/** The newest entries first, escaped for printing. */
export async function recentAudit(db: DataSource, limit: number): Promise<AuditEntry[]> {
  const rows = await db.getRepository(AuditEvent).find({ order: { at: 'DESC', id: 'DESC' }, take: limit });
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    actor: printable(row.actor),
    action: row.action,
    detail: printable(row.detail),
    repeats: row.repeats,
    firstAt: row.firstAt === null ? null : new Date(row.firstAt).toISOString(),
  }));
}
