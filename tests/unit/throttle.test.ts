// The login throttle's rules on a real (SQLite) database, with the clock passed in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../entities/index.js';
import { openDatabase } from '../../server/database/db.js';
import { charge, delayAfter, refund, THROTTLE } from '../../server/accounts/throttle.js';

describe('login throttle', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'throttle-')), 't.sqlite')}`);
  });
  afterAll(async () => db?.destroy());

  it('lets 5 attempts through, then blocks for a delay that grows', async () => {
    const now = 1_000_000_000;
    for (let i = 0; i < 5; i++) expect(await charge(db, 'user:grow', now)).toEqual({ ok: true });
    expect(await charge(db, 'user:grow', now + 1000)).toEqual({ ok: false, retryAfterMs: delayAfter(5) - 1000 });
    const sixth = now + delayAfter(5);
    expect(await charge(db, 'user:grow', sixth)).toEqual({ ok: true });
    expect(await charge(db, 'user:grow', sixth + 1)).toEqual({ ok: false, retryAfterMs: delayAfter(6) - 1 });
    expect(delayAfter(6)).toBeGreaterThan(delayAfter(5));
    expect(delayAfter(50)).toBe(THROTTLE.maxDelayMs);
  });

  it('does not let parallel attempts slip past the block', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => charge(db, 'ip:parallel', 2_000_000_000)));
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(THROTTLE.freeAttempts);
  });

  it('never charges more than 100 attempts in one hour, and starts afresh after the hour', async () => {
    const now = 3_000_000_000;
    await db
      .getRepository(LoginThrottle)
      .save({ key: 'user:cap', failures: 100, windowStart: now - 1000, blockedUntil: 0 });
    expect((await charge(db, 'user:cap', now)).ok).toBe(false);
    expect((await charge(db, 'user:cap', now - 1000 + THROTTLE.windowMs)).ok).toBe(true);
  });

  it('gives back an attempt that turned out right', async () => {
    const now = 4_000_000_000;
    for (let i = 0; i < 4; i++) await charge(db, 'ip:refund', now);
    await refund(db, 'ip:refund');
    expect(await charge(db, 'ip:refund', now)).toEqual({ ok: true });
    expect((await db.getRepository(LoginThrottle).findOneByOrFail({ key: 'ip:refund' })).failures).toBe(4);
  });
});
