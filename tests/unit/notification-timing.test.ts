// The numbers that keep a notification from going out twice while its worker is alive: one attempt
// always ends while its lease still holds, even when not one renewal reaches the database.
import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_TIMEOUT_MS,
  lapseMarginMs,
  LEASE_MS,
  renewEveryMs,
} from '../../server/notifications/delivery-timing.js';

describe('notification timing', () => {
  it('ends an attempt before its lease could lapse, with time left to write the outcome', () => {
    expect(ATTEMPT_TIMEOUT_MS).toBeLessThan(LEASE_MS - lapseMarginMs(LEASE_MS));
  });

  it('renews a lease twice before it could lapse', () => {
    expect(2 * renewEveryMs(LEASE_MS)).toBeLessThan(LEASE_MS - lapseMarginMs(LEASE_MS));
  });

  it('keeps the lease short: a notification whose worker died goes out again within half a minute', () => {
    expect(LEASE_MS).toBeLessThanOrEqual(30_000);
  });
});
