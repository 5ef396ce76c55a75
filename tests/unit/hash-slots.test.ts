// The bound on concurrent password hashing: two at a time, a short line, refusal beyond it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_SLOTS, withHashSlot } from '../../server/accounts/hash-slots.js';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('withHashSlot', () => {
  afterEach(() => vi.useRealTimers());

  it('runs two at a time, queues a few, and refuses the rest at once', async () => {
    const release = gate();
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await release.opened;
      running--;
      return 'hashed';
    };
    const total = HASH_SLOTS.concurrent + HASH_SLOTS.queued + 3;
    const attempts = Array.from({ length: total }, () => withHashSlot(work));
    const refusedAtOnce = await Promise.race([
      Promise.all(attempts.slice(-3)),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 200)),
    ]);
    expect(refusedAtOnce).toEqual([null, null, null]);
    release.open();
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r?.value === 'hashed')).toHaveLength(HASH_SLOTS.concurrent + HASH_SLOTS.queued);
    expect(most).toBe(HASH_SLOTS.concurrent);
  });

  it('gives up on a place in line after the longest wait, and frees its slot when work fails', async () => {
    vi.useFakeTimers();
    const release = gate();
    const busy = Array.from({ length: HASH_SLOTS.concurrent }, () => withHashSlot(() => release.opened));
    const waiting = withHashSlot(async () => 'late');
    await vi.advanceTimersByTimeAsync(HASH_SLOTS.maxWaitMs + 1);
    expect(await waiting).toBeNull();
    release.open();
    await Promise.all(busy);
    vi.useRealTimers();
    await expect(withHashSlot(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await withHashSlot(async () => 'after')).toEqual({ value: 'after' });
  });
});
