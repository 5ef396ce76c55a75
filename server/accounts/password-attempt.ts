// Checking an admin's password, wherever it is typed (signing in, changing it, proving it is still
// them before a change to their second factor), under one set of limits. Three counters, each
// blocking after 5 failures for a delay that grows (throttle.ts):
//   - a browser that signed in to this account before (it carries a device token, device-cookie.ts)
//     is counted on its own, so nobody else's failures can lock it out;
//   - any other browser is counted per client network (an IPv4 address or an IPv6 /64) and,
//     together with every other unknown browser, per account.
// A correct password clears its network's and device's failures. Unknown users, disabled ones and
// wrong passwords get the same answer after the same scrypt work, done in a bounded number of
// hashing slots (hash-slots.ts) so a flood of attempts cannot starve the rest of the site.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import { normalizeUsername, validUsername } from './admin-users.js';
import { trustedDeviceId } from './device-cookie.js';
import { hashSlotsHaveRoom, withHashSlot } from './hash-slots.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { charge, clear, pruneThrottle, refund } from './throttle.js';
import { throttleKeys } from './throttle-keys.js';

/** A refused attempt names the admin account it was for only when there is one (for the audit log). */
export type PasswordOutcome =
  | { result: 'ok'; username: string; adminId: number; deviceId: string | null }
  | { result: 'invalid'; account: string | null }
  | { result: 'throttled'; retryAfterMs: number };

/** How long a refused attempt is told to wait when every hashing slot is busy. */
export const BUSY_RETRY_MS = 2000;

export async function attemptPassword(
  db: DataSource,
  ctx: Context,
  rawUsername: string,
  password: string,
  secret: string,
): Promise<PasswordOutcome> {
  // Every slot and place in line taken: a flood is on. Refuse before touching the database.
  if (!hashSlotsHaveRoom()) return { result: 'throttled', retryAfterMs: BUSY_RETRY_MS };
  const username = normalizeUsername(rawUsername);
  const keys = throttleKeys(secret);
  const deviceId = trustedDeviceId(ctx, username);
  const charged = deviceId ? [keys.device(deviceId)] : [keys.network(ctx.ip), keys.unknownClients(username)];

  for (const [index, key] of charged.entries()) {
    const result = await charge(db, key);
    if (!result.ok) {
      for (const earlier of charged.slice(0, index)) await refund(db, earlier);
      return { result: 'throttled', retryAfterMs: result.retryAfterMs };
    }
  }

  // Only a well-formed name is looked up: under MySQL's collation "ówner", or owner with a zero-width
  // space in it, would find owner, each spelling with an allowance of its own on the unknown-browser
  // counter.
  const admin = validUsername(username) ? await db.getRepository(AdminUser).findOneBy({ username }) : null;
  const checked = await withHashSlot(async () => verifyPassword(password, admin?.passwordHash ?? (await dummyHash())));
  if (!checked) {
    // Not an attempt at the password: nothing was checked, so nothing counts.
    for (const key of charged) await refund(db, key);
    return { result: 'throttled', retryAfterMs: BUSY_RETRY_MS };
  }
  if (!admin || admin.disabled || !checked.value) {
    // Now and then, tidy rows whose window is over (cheap; keeps guessed usernames from piling up).
    if (Math.random() < 0.05) await pruneThrottle(db);
    return { result: 'invalid', account: admin?.username ?? null };
  }
  if (deviceId) await clear(db, keys.device(deviceId));
  else {
    await clear(db, keys.network(ctx.ip));
    await refund(db, keys.unknownClients(username));
  }
  return { result: 'ok', username: admin.username, adminId: admin.id, deviceId };
}
