// Login throttling counters (the keys are chosen in server/auth/login.ts), with their state in the
// database so every process behind the proxy shares it. Each attempt is charged before the password is checked
// (a compare-and-set on the row, so parallel attempts cannot slip past a block); a successful attempt
// is given back. From the 5th charged attempt on, the key is blocked for a growing delay (30 s,
// doubling, at most 15 min), and never more than 100 attempts are charged in a one-hour window.
import { LessThan, type DataSource } from 'typeorm';
import { LoginThrottle } from '../../entities/index.js';

export const THROTTLE = {
  freeAttempts: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
  maxPerWindow: 100,
} as const;

export type Charge = { ok: true } | { ok: false; retryAfterMs: number };

/** How long a key stays blocked once `attempts` have been charged in its window. */
export function delayAfter(attempts: number): number {
  if (attempts < THROTTLE.freeAttempts) return 0;
  return Math.min(THROTTLE.baseDelayMs * 2 ** (attempts - THROTTLE.freeAttempts), THROTTLE.maxDelayMs);
}

const repo = (db: DataSource) => db.getRepository(LoginThrottle);

export async function charge(db: DataSource, key: string, now = Date.now()): Promise<Charge> {
  for (let tries = 0; tries < 5; tries++) {
    const row = await repo(db).findOneBy({ key });
    if (!row) {
      const inserted = await repo(db)
        .insert({ key, failures: 1, windowStart: now, blockedUntil: 0 })
        .then(() => true)
        .catch(() => false); // another process inserted it first: read it again
      if (inserted) return { ok: true };
      continue;
    }
    const expired = row.windowStart <= now - THROTTLE.windowMs && row.blockedUntil <= now;
    const attempts = expired ? 0 : row.failures;
    const blockedUntil = expired ? 0 : row.blockedUntil;
    if (blockedUntil > now) return { ok: false, retryAfterMs: blockedUntil - now };
    if (attempts >= THROTTLE.maxPerWindow) return { ok: false, retryAfterMs: row.windowStart + THROTTLE.windowMs - now };
    const next = attempts + 1;
    const result = await repo(db).update(
      { key, failures: row.failures, windowStart: row.windowStart },
      { failures: next, windowStart: expired ? now : row.windowStart, blockedUntil: next >= THROTTLE.freeAttempts ? now + delayAfter(next) : 0 },
    );
    if (result.affected === 1) return { ok: true };
  }
  // Heavy contention on one key is itself a sign of an attack.
  return { ok: false, retryAfterMs: 1000 };
}

/** A charged attempt that turned out right: it does not count as a failure. */
export async function refund(db: DataSource, key: string): Promise<void> {
  const row = await repo(db).findOneBy({ key });
  if (!row || row.failures === 0) return;
  const failures = row.failures - 1;
  await repo(db).update(
    { key, failures: row.failures },
    { failures, blockedUntil: failures >= THROTTLE.freeAttempts ? row.blockedUntil : 0 },
  );
}

export async function clear(db: DataSource, key: string): Promise<void> {
  await repo(db).delete({ key });
}

/** Drops rows whose window and block are both over, so guessed usernames do not pile up. */
export async function pruneThrottle(db: DataSource, now = Date.now()): Promise<void> {
  await repo(db).delete({ windowStart: LessThan(now - THROTTLE.windowMs), blockedUntil: LessThan(now) });
}

