// At most LEAD_QUOTA.perWindow leads per client address an hour; past that a lead is refused with
// 429 and Retry-After until the hour is over, so a script cannot flood the admins' inbox. Generous
// on purpose: an office behind one address can still send many real requests. The count lives in
// the database (every process behind the proxy shares it) under a keyed hash of the address, never
// the address itself.
import { createHmac } from 'node:crypto';
import { LessThan, type DataSource } from 'typeorm';
import { SubmissionQuota } from '../entities/index.js';
import { clientNetwork } from './http/client-network.js';

export const LEAD_QUOTA = { perWindow: 20, windowMs: 60 * 60_000 } as const;

export type QuotaResult = { ok: true } | { ok: false; retryAfterMs: number };

/** The quota key of a client network (an IPv4 address or IPv6 /64): an HMAC with the server's secret. */
export const leadQuotaKeyer = (secret: string) => (address: string) => createHmac('sha256', secret).update(clientNetwork(address)).digest('base64url');

const repo = (db: DataSource) => db.getRepository(SubmissionQuota);

/**
 * Counts one lead against the network's hour, or says how long until its hour is over. One atomic
 * upsert increments the count (starting a new hour when the old one is over) and yields the new
 * count, so parallel submissions each get a distinct number: under the limit none is refused, over
 * it exactly the limit is accepted. Refused attempts stay counted; the hour resets them.
 */
export async function takeLeadQuota(db: DataSource, key: string, now = Date.now()): Promise<QuotaResult> {
  const hourOverBefore = now - LEAD_QUOTA.windowMs;
  const taken = db.options.type === 'better-sqlite3' ? await upsertOnSqlite(db, key, now, hourOverBefore) : await upsertOnMysql(db, key, now, hourOverBefore);
  if (taken <= LEAD_QUOTA.perWindow) {
    // A new network is the moment to drop the rows of finished hours.
    if (taken === 1) await repo(db).delete({ windowStart: LessThan(hourOverBefore) });
    return { ok: true };
  }
  const row = await repo(db).findOneBy({ key });
  return { ok: false, retryAfterMs: Math.max(1000, (row?.windowStart ?? now) + LEAD_QUOTA.windowMs - now) };
}

// SQLite evaluates every SET expression on the row as it was, and RETURNING gives the new count.
async function upsertOnSqlite(db: DataSource, key: string, now: number, hourOverBefore: number): Promise<number> {
  const rows = (await db.query(
    `INSERT INTO submission_quota (client_key, taken, window_start) VALUES (?, 1, ?)
     ON CONFLICT (client_key) DO UPDATE SET
       taken = CASE WHEN window_start <= ? THEN 1 ELSE taken + 1 END,
       window_start = CASE WHEN window_start <= ? THEN ? ELSE window_start END
     RETURNING taken`,
    [key, now, hourOverBefore, hourOverBefore, now],
  )) as Array<{ taken: number }>;
  return Number(rows[0]!.taken);
}

// MySQL applies SET assignments left to right, so `taken` is computed before `window_start` moves.
// LAST_INSERT_ID(expr) hands the new count back in the statement's own result: no second read.
async function upsertOnMysql(db: DataSource, key: string, now: number, hourOverBefore: number): Promise<number> {
  const result = (await db.query(
    `INSERT INTO submission_quota (client_key, taken, window_start) VALUES (?, 1, ?)
     ON DUPLICATE KEY UPDATE
       taken = LAST_INSERT_ID(IF(window_start <= ?, 1, taken + 1)),
       window_start = IF(window_start <= ?, ?, window_start)`,
    [key, now, hourOverBefore, hourOverBefore, now],
  )) as { affectedRows: number; insertId: number };
  // 1 row affected: a fresh insert (count 1); 2: an update, whose count is in insertId.
  return result.affectedRows === 1 ? 1 : Number(result.insertId);
}

/** Gives a place back when nothing new was stored (a retry of a stored lead, or a failed write). */
export async function giveBackLeadQuota(db: DataSource, key: string): Promise<void> {
  await repo(db).createQueryBuilder().update().set({ taken: () => 'taken - 1' }).where('client_key = :key AND taken > 0', { key }).execute();
}
