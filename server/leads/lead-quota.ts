// At most LEAD_QUOTA.perWindow leads per client address an hour; past that a lead is refused with
// 429 and Retry-After until the hour is over, so a script cannot flood the admins' inbox. Generous
// on purpose: an office behind one address can still send many real requests. The count lives in
// the database (every process behind the proxy shares it) under a keyed hash of the address, never
// the address itself.
import type { DataSource } from 'typeorm';
import { clientNetwork } from '../http/client-network.js';
import { keyedHash } from '../config/keyed-hash.js';
import { decrementCounter, incrementCounter, pruneCounters, readCounter } from '../database/windowed-counter.js';

// LEAD_QUOTA_PER_HOUR raises it where many people share one address (an office behind one NAT, or
// an end-to-end suite posting every test's leads from 127.0.0.1); anything but a whole number from 1
// keeps the default.
const perHour = Number(process.env.LEAD_QUOTA_PER_HOUR);
export const LEAD_QUOTA = {
  perWindow: Number.isInteger(perHour) && perHour >= 1 ? perHour : 20,
  windowMs: 60 * 60_000,
} as const;

export type QuotaResult = { ok: true } | { ok: false; retryAfterMs: number };

/** The quota key of a client network (an IPv4 address or IPv6 /64): an HMAC with the server's secret. */
export const leadQuotaKeyer = (secret: string) => (address: string) => keyedHash(secret, clientNetwork(address));

const TABLE = { table: 'submission_quota', key: 'client_key', count: 'taken', windowStart: 'window_start' };

/**
 * Counts one lead against the network's hour, or says how long until its hour is over. Parallel
 * submissions each get their own count: under the limit none is refused, over it exactly the limit
 * is accepted. Refused attempts stay counted; the hour resets them.
 */
export async function takeLeadQuota(db: DataSource, key: string, now = Date.now()): Promise<QuotaResult> {
  const taken = await incrementCounter(db, TABLE, key, LEAD_QUOTA.windowMs, now);
  if (taken <= LEAD_QUOTA.perWindow) {
    // A new network is the moment to drop the rows of finished hours.
    if (taken === 1) await pruneCounters(db, TABLE, LEAD_QUOTA.windowMs, now);
    return { ok: true };
  }
  const row = await readCounter(db, TABLE, key);
  return { ok: false, retryAfterMs: Math.max(1000, (row?.windowStart ?? now) + LEAD_QUOTA.windowMs - now) };
}

/** Gives a place back when nothing new was stored (a retry of a stored lead, or a failed write). */
export async function giveBackLeadQuota(db: DataSource, key: string): Promise<void> {
  await decrementCounter(db, TABLE, key);
}
