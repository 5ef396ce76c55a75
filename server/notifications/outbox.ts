// The lead notification outbox: rows written with the lead, claimed one at a time under a lease,
// then marked sent or put back with a later due time. Every step is a conditional UPDATE, so any
// number of processes can work the same table: only the holder of a row's lease token can renew,
// finish or release it.
// Delivery is at least once, under a short lease (delivery-timing.ts).
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { LeadNotification, type NotificationChannel } from '../../entities/index.js';
import type { DeliveryFailureKind } from '../../site/notification-delivery.js';

export async function queueLeadNotifications(
  manager: EntityManager,
  leadId: number,
  channels: NotificationChannel[],
  now = Date.now(),
): Promise<void> {
  if (channels.length === 0) return;
  await manager.insert(
    LeadNotification,
    channels.map((channel) => ({
      leadId,
      channel,
      attempts: 0,
      dueAt: now,
      leaseUntil: 0,
      leaseToken: null,
      sentAt: null,
      lastError: null,
    })),
  );
}

/** A row's lease as its holder knows it. */
export interface Lease {
  id: number;
  token: string;
  /** Epoch ms the lease was written to last until, counted from before the write was sent. */
  until: number;
}

export interface Claimed extends Lease {
  leadId: number;
  channel: NotificationChannel;
  attempts: number;
}

/**
 * Claims up to `limit` notifications of one channel that are due and held by no one: each channel
 * claims its own, so a slow receiver holds back only its own rows. When a claim's UPDATE fails
 * (a lost connection, a deadline), the database may still apply it later: that lease, and those
 * already taken in this call, go to `unsure` so the caller can give them back once the database
 * answers, rather than leave them held by no one until they run out.
 */
export async function claimDue(
  db: DataSource,
  channel: NotificationChannel,
  limit: number,
  leaseMs: number,
  unsure: (lease: Lease) => void,
  now = Date.now(),
): Promise<Claimed[]> {
  const due = await db
    .getRepository(LeadNotification)
    .createQueryBuilder('n')
    .where('n.channel = :channel AND n.sentAt IS NULL AND n.dueAt <= :now AND n.leaseUntil <= :now', { channel, now })
    .orderBy('n.id')
    .limit(limit)
    .getMany();
  const claimed: Claimed[] = [];
  for (const row of due) {
    const lease = { id: row.id, token: randomBytes(12).toString('base64url'), until: now + leaseMs };
    try {
      const result = await db
        .createQueryBuilder()
        .update(LeadNotification)
        .set({ leaseToken: lease.token, leaseUntil: lease.until })
        .where('id = :id AND sent_at IS NULL AND lease_until <= :now', { id: row.id, now })
        .execute();
      if (result.affected === 1)
        claimed.push({ ...lease, leadId: row.leadId, channel: row.channel, attempts: row.attempts });
    } catch (error) {
      for (const taken of [...claimed, lease]) unsure(taken);
      throw error;
    }
  }
  return claimed;
}

/** Extends a lease this worker holds to `until`; false when the row is no longer held with this token. */
export async function renewLease(db: DataSource, lease: Lease, until: number): Promise<boolean> {
  const result = await db
    .createQueryBuilder()
    .update(LeadNotification)
    .set({ leaseUntil: until })
    .where('id = :id AND lease_token = :token AND sent_at IS NULL', { id: lease.id, token: lease.token })
    .execute();
  return result.affected === 1;
}

export async function markSent(db: DataSource, claim: Claimed, now = Date.now()): Promise<void> {
  await db
    .createQueryBuilder()
    .update(LeadNotification)
    .set({
      sentAt: now,
      leaseToken: null,
      leaseUntil: 0,
      attempts: claim.attempts + 1,
      lastError: null,
      failureKind: null,
    })
    .where('id = :id AND lease_token = :token', { id: claim.id, token: claim.token })
    .execute();
}

/** Puts a failed delivery back, due again after `retryInMs`, with why it failed when the channel could tell. */
export async function markFailed(
  db: DataSource,
  claim: Claimed,
  error: string,
  retryInMs: number,
  kind: DeliveryFailureKind | null = null,
  now = Date.now(),
): Promise<void> {
  await db
    .createQueryBuilder()
    .update(LeadNotification)
    .set({
      dueAt: now + retryInMs,
      leaseToken: null,
      leaseUntil: 0,
      attempts: claim.attempts + 1,
      lastError: error.slice(0, 300),
      failureKind: kind,
    })
    .where('id = :id AND lease_token = :token', { id: claim.id, token: claim.token })
    .execute();
}

/** Gives back a lease that was taken but never used for a delivery: the row is due again at once. */
export async function releaseLease(db: DataSource, lease: Lease): Promise<void> {
  await db
    .createQueryBuilder()
    .update(LeadNotification)
    .set({ leaseToken: null, leaseUntil: 0 })
    .where('id = :id AND lease_token = :token AND sent_at IS NULL', { id: lease.id, token: lease.token })
    .execute();
}

/** A notification whose lead was erased before it went out: nothing left to send. */
export async function dropNotification(db: DataSource, claim: Claimed): Promise<void> {
  await db.getRepository(LeadNotification).delete({ id: claim.id });
}

/**
 * Makes due at once every notification waiting for an operator's fix (credentials, rights, a missing
 * app): run at start, since a restart is how a changed setting takes effect.
 */
export async function wakeFixableFailures(db: DataSource, now = Date.now()): Promise<number> {
  const result = await db
    .createQueryBuilder()
    .update(LeadNotification)
    .set({ dueAt: now })
    .where("sent_at IS NULL AND due_at > :now AND failure_kind IS NOT NULL AND failure_kind <> 'transient'", { now })
    .execute();
  return result.affected ?? 0;
}

/**
 * Makes a lead's notification on this channel due now (queued first when the lead has none, as a
 * lead stored before the channel was set up): the admin's "retry" after a fix. False when it was
 * already delivered.
 */
export async function retryNow(
  db: DataSource,
  leadId: number,
  channel: NotificationChannel,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction(async (manager) => {
    const rows = await manager.getRepository(LeadNotification).findBy({ leadId, channel });
    if (rows.some((row) => row.sentAt !== null)) return false;
    if (rows.length === 0) await queueLeadNotifications(manager, leadId, [channel], now);
    else
      await manager
        .createQueryBuilder()
        .update(LeadNotification)
        // Asked again after a fix: on its way, until an attempt says otherwise.
        .set({ dueAt: now, failureKind: null })
        .where('lead_id = :leadId AND channel = :channel AND sent_at IS NULL', { leadId, channel })
        .execute();
    return true;
  });
}
