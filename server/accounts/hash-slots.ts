// Password hashing is deliberately expensive (scrypt, 128 MiB, about a third of a second of one
// core) and runs on libuv's small thread pool, which also serves file reads and compression for
// every page. At most HASH_SLOTS.concurrent hashes run at once (two, and always one core fewer
// than the machine has, so pages keep a core); a few more may wait briefly in line; anything beyond
// is refused at once (the caller answers 429), so a flood of sign-ins cannot starve the site.
import { availableParallelism } from 'node:os';

export const HASH_SLOTS = {
  concurrent: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queued: 8,
  maxWaitMs: 3000,
} as const;

type Waiter = { start: () => void; timer: NodeJS.Timeout };

let running = 0;
const line: Waiter[] = [];

function release(): void {
  const next = line.shift();
  if (next) {
    clearTimeout(next.timer);
    next.start();
  } else running--;
}

/** Whether a new hash could run or wait now: when not, refuse before doing any other work. */
export const hashSlotsHaveRoom = () => running < HASH_SLOTS.concurrent || line.length < HASH_SLOTS.queued;

/** Runs `work` in a hashing slot, or resolves to null when no slot came free in time. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<{ value: T } | null> {
  if (running >= HASH_SLOTS.concurrent) {
    if (line.length >= HASH_SLOTS.queued) return null;
    const got = await new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        start: () => resolve(true),
        timer: setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          resolve(false);
        }, HASH_SLOTS.maxWaitMs),
      };
      line.push(waiter);
    });
    if (!got) return null;
  } else running++;
  try {
    return { value: await work() };
  } finally {
    release();
  }
}
