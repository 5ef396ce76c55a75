// The lead notification outbox: rows written with the lead, claimed one at a time under a lease,
// then marked sent or put back with a later due time. Every step is a conditional UPDATE, so any
// number of processes can work the same table: only the holder of a row's lease token can finish it.
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { LeadNotification, type NotificationChannel } from '../../entities/index.js';

/** How long a claimed row stays with its worker; longer than any one delivery may take. */
export const LEASE_MS = 120_000;

export async function queueLeadNotifications(manager: EntityManager, leadId: number, channels: NotificationChannel[], now = Date.now()): Promise<void> {
  if (channels.length === 0) return;
  await manager.insert(
    LeadNotification,
    channels.map((channel) => ({ leadId, channel, attempts: 0, dueAt: now, leaseUntil: 0, leaseToken: null, sentAt: null, lastError: null })),
  );
}

export interface Claimed {
  id: number;
  leadId: number;
  channel: NotificationChannel;
  attempts: number;
  token: string;
}

/** Claims up to `limit` notifications that are due and held by no one. */
export async function claimDue(db: DataSource, limit: number, now = Date.now()): Promise<Claimed[]> {
  const due = await db
    .getRepository(LeadNotification)
    .createQueryBuilder('n')
    .where('n.sentAt IS NULL AND n.dueAt <= :now AND n.leaseUntil <= :now', { now })
    .orderBy('n.id')
    .limit(limit)
    .getMany();
  const claimed: Claimed[] = [];
  for (const row of due) {
    const token = randomBytes(12).toString('base64url');
    const result = await db
      .createQueryBuilder()
      .update(LeadNotification)
      .set({ leaseToken: token, leaseUntil: now + LEASE_MS })
      .where('id = :id AND sent_at IS NULL AND lease_until <= :now', { id: row.id, now })
      .execute();
    if (result.affected === 1) claimed.push({ id: row.id, leadId: row.leadId, channel: row.channel, attempts: row.attempts, token });
  }
  return claimed;
}

export async function markSent(db: DataSource, claim: Claimed, now = Date.now()): Promise<void> {
  await db
    .createQueryBuilder()
    .update(LeadNotification)
    .set({ sentAt: now, leaseToken: null, leaseUntil: 0, attempts: claim.attempts + 1, lastError: null })
    .where('id = :id AND lease_token = :token', { id: claim.id, token: claim.token })
    .execute();
}

/** Puts a failed delivery back, due again after `retryInMs`. */
export async function markFailed(db: DataSource, claim: Claimed, error: string, retryInMs: number, now = Date.now()): Promise<void> {
  await db
    .createQueryBuilder()
    .update(LeadNotification)
    .set({ dueAt: now + retryInMs, leaseToken: null, leaseUntil: 0, attempts: claim.attempts + 1, lastError: error.slice(0, 300) })
    .where('id = :id AND lease_token = :token', { id: claim.id, token: claim.token })
    .execute();
}

/** A notification whose lead was erased before it went out: nothing left to send. */
export async function dropNotification(db: DataSource, claim: Claimed): Promise<void> {
  await db.getRepository(LeadNotification).delete({ id: claim.id });
}
