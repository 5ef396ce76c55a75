// Rows that outlive their use: expired sessions, finished sign-in throttle windows, and leads past
// the retention period the privacy notice promises. Cleared once at start and then every
// HOUSEKEEPING_INTERVAL_MS while the server runs; every process may do it, the deletes are
// idempotent. A database that is away just skips a round.
import type { DataSource } from 'typeorm';
import { errorFacts } from '../logging/failure-fields.js';
import type { Logger } from '../logging/logger.js';
import { pruneThrottle } from '../accounts/throttle.js';
import { sweepExpiredLeads } from '../privacy/lead-removal.js';
import { pruneExpiredSessions } from '../sessions/session-store.js';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export async function pruneExpiredRows(db: DataSource, leadRetentionDays: number): Promise<void> {
  await pruneExpiredSessions(db);
  await pruneThrottle(db);
  await sweepExpiredLeads(db, leadRetentionDays);
}

/** Starts the rounds (the first at once), a skipped one said to `logger`; returns the function that stops them. */
export function startHousekeeping(db: DataSource, leadRetentionDays: number, logger: Logger): () => void {
  const round = () =>
    pruneExpiredRows(db, leadRetentionDays).catch((error: unknown) =>
      logger.warn({ error: errorFacts(error) }, 'Housekeeping skipped'),
    );
  void round();
  const timer = setInterval(round, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
