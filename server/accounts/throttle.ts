// Sign-in throttling counters (the keys are chosen in throttle-keys.ts) on the shared windowed
// counter (server/database/windowed-counter.ts), so every process behind the proxy sees the same counts. Each
// attempt is charged before the password is checked; a successful one is given back. The first
// THROTTLE.freeAttempts attempts of a window go through; from then on the key is blocked for a
// delay that grows (30 s, doubling, at most 15 min), and each time a block ends exactly one attempt
// may go through, however many arrive at once. Never more than 100 attempts count in an hour.
import type { DataSource } from 'typeorm';
import {
  blockCounterIfFree,
  decrementCounter,
  incrementCounter,
  pruneCounters,
  readCounter,
  resetCounter,
} from '../database/windowed-counter.js';

export const THROTTLE = {
  freeAttempts: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
  maxPerWindow: 100,
} as const;

const TABLE = {
  table: 'login_throttle',
  key: 'throttle_key',
  count: 'failures',
  windowStart: 'window_start',
  blockedUntil: 'blocked_until',
};

export type Charge = { ok: true } | { ok: false; retryAfterMs: number };

/** How long a key stays blocked once `attempts` have been charged in its window. */
export function delayAfter(attempts: number): number {
  if (attempts < THROTTLE.freeAttempts) return 0;
  return Math.min(THROTTLE.baseDelayMs * 2 ** (attempts - THROTTLE.freeAttempts), THROTTLE.maxDelayMs);
}

export async function charge(db: DataSource, key: string, now = Date.now()): Promise<Charge> {
  const before = await readCounter(db, TABLE, key);
  if (before && before.blockedUntil > now) return { ok: false, retryAfterMs: before.blockedUntil - now };
  const attempts = await incrementCounter(db, TABLE, key, THROTTLE.windowMs, now);
  const refuse = async (retryAfterMs: number): Promise<Charge> => {
    await decrementCounter(db, TABLE, key);
    return { ok: false, retryAfterMs };
  };
  if (attempts > THROTTLE.maxPerWindow) {
    const row = await readCounter(db, TABLE, key);
    return refuse((row?.windowStart ?? now) + THROTTLE.windowMs - now);
  }
  if (attempts < THROTTLE.freeAttempts) return { ok: true };
  // From the last free attempt on, an attempt goes through only by starting the next block.
  if (await blockCounterIfFree(db, TABLE, key, now + delayAfter(attempts), now)) return { ok: true };
  const row = await readCounter(db, TABLE, key);
  return refuse(Math.max(1000, (row?.blockedUntil ?? now) - now));
}

/** A charged attempt that turned out correct: it does not count as a failure. */
export async function refund(db: DataSource, key: string): Promise<void> {
  await decrementCounter(db, TABLE, key);
}

export async function clear(db: DataSource, key: string): Promise<void> {
  await resetCounter(db, TABLE, key);
}

/** Drops rows whose window and block are both over, so guessed usernames do not pile up. */
export async function pruneThrottle(db: DataSource, now = Date.now()): Promise<void> {
  await pruneCounters(db, TABLE, THROTTLE.windowMs, now);
}
