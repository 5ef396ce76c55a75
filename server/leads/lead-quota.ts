// At most LEAD_QUOTA_PER_HOUR leads per client address an hour (LEAD_QUOTA.perWindow unless set); past that a lead is refused with
// 429 and Retry-After until the hour is over, so a script cannot flood the admins' inbox. Generous
// on purpose: an office behind one address can still send many real requests. The count lives in
// the database (every process behind the proxy shares it) under a keyed hash of the address, never
// the address itself.
import type { DataSource } from 'typeorm';
import { clientNetwork } from '../http/client-network.js';
import { DEFAULT_LEAD_QUOTA_PER_HOUR } from '../config/config.js';
import { keyedHash } from '../config/keyed-hash.js';
import { decrementCounter, incrementCounter, pruneCounters, readCounter } from '../database/windowed-counter.js';

export const LEAD_QUOTA = { perWindow: DEFAULT_LEAD_QUOTA_PER_HOUR, windowMs: 60 * 60_000 } as const;

/** One client's place in the quota: its network's key and how many leads it may send an hour. */
export interface QuotaPlace {
  key: string;
  perHour: number;
}

export type QuotaResult = { ok: true } | { ok: false; retryAfterMs: number };

/** The quota key of a client network (an IPv4 address or IPv6 /64): an HMAC with the server's secret. */
export const leadQuotaKeyer = (secret: string) => (address: string) => keyedHash(secret, clientNetwork(address));

const TABLE = { table: 'submission_quota', key: 'client_key', count: 'taken', windowStart: 'window_start' };

/**
 * Counts one lead against the network's hour, or says how long until its hour is over. Parallel
 * submissions each get their own count: under the limit none is refused, over it exactly the limit
 * is accepted. Refused attempts stay counted; the hour resets them.
 */
export async function takeLeadQuota(
  db: DataSource,
  { key, perHour }: QuotaPlace,
  now = Date.now(),
): Promise<QuotaResult> {
  const taken = await incrementCounter(db, TABLE, key, LEAD_QUOTA.windowMs, now);
  if (taken <= perHour) {
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
