// Writing and reading the audit log (entities/AuditEvent.ts).
import type { DataSource, EntityManager } from 'typeorm';
import { AuditEvent, type AuditAction } from '../../entities/index.js';

export async function recordAudit(db: DataSource | EntityManager, actor: string, action: AuditAction, detail = '', now = Date.now()): Promise<void> {
  await db.getRepository(AuditEvent).insert({ at: now, actor: actor.slice(0, 100), action, detail: detail.slice(0, 500) });
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  detail: string;
}

/** The newest entries first. */
export async function recentAudit(db: DataSource, limit: number): Promise<AuditEntry[]> {
  const rows = await db.getRepository(AuditEvent).find({ order: { at: 'DESC', id: 'DESC' }, take: limit });
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), actor: row.actor, action: row.action, detail: row.detail }));
}
