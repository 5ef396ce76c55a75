// At most LEAD_QUOTA.perWindow leads per client address an hour (DESIGN §4: 429 rate limited), so a
// script cannot flood the admins' inbox. Generous on purpose: an office behind one address can
// still send many real requests. The count lives in the database (every process behind the proxy
// shares it) under a keyed hash of the address, never the address itself.
import { createHmac } from 'node:crypto';
import { LessThan, type DataSource } from 'typeorm';
import { SubmissionQuota } from '../entities/index.js';
import { clientNetwork } from './http/client-network.js';

export const LEAD_QUOTA = { perWindow: 20, windowMs: 60 * 60_000 } as const;

export type QuotaResult = { ok: true } | { ok: false; retryAfterMs: number };

/** The quota key of a client network (an IPv4 address or IPv6 /64): an HMAC with the server's secret. */
export const leadQuotaKeyer = (secret: string) => (address: string) => createHmac('sha256', secret).update(clientNetwork(address)).digest('base64url');

const repo = (db: DataSource) => db.getRepository(SubmissionQuota);

/** Counts one lead against the address's hour, or says how long until its hour is over. */
export async function takeLeadQuota(db: DataSource, key: string, now = Date.now()): Promise<QuotaResult> {
  for (let tries = 0; tries < 5; tries++) {
    const row = await repo(db).findOneBy({ key });
    if (!row) {
      const inserted = await repo(db)
        .insert({ key, taken: 1, windowStart: now })
        .then(() => true)
        .catch(() => false); // another process inserted it first: read it again
      if (!inserted) continue;
      // A new address is the moment to drop the rows of finished hours.
      await repo(db).delete({ windowStart: LessThan(now - LEAD_QUOTA.windowMs) });
      return { ok: true };
    }
    const expired = row.windowStart <= now - LEAD_QUOTA.windowMs;
    const taken = expired ? 0 : row.taken;
    if (taken >= LEAD_QUOTA.perWindow) return { ok: false, retryAfterMs: row.windowStart + LEAD_QUOTA.windowMs - now };
    // Compare-and-set on the row as read, so parallel requests cannot both take the last place.
    const result = await repo(db).update({ key, taken: row.taken, windowStart: row.windowStart }, { taken: taken + 1, windowStart: expired ? now : row.windowStart });
    if (result.affected === 1) return { ok: true };
  }
  return { ok: false, retryAfterMs: 1000 };
}

/** Gives a place back when nothing new was stored (a retry of a stored lead, or a failed write). */
export async function giveBackLeadQuota(db: DataSource, key: string): Promise<void> {
  const row = await repo(db).findOneBy({ key });
  if (row && row.taken > 0) await repo(db).update({ key, taken: row.taken }, { taken: row.taken - 1 });
}
