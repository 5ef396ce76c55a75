// What /readyz says of the database: it answers a query within a second, through the same bounded
// path as every request (a missed deadline closes its connection rather than leaving the query on a
// pooled one), and it has not refused a write since the last write probe committed
// (server/database/write-probe.ts): a full disk answers reads all day.
import type { DataSource } from 'typeorm';
import { databaseRefusesWrites } from './health.js';
import { withQueryDeadline } from './query-deadline.js';

export const READINESS_TIMEOUT_MS = 1000;

export type DatabaseReadiness = 'ready' | 'no answer' | 'refuses writes';

export async function databaseReadiness(db: DataSource, withinMs = READINESS_TIMEOUT_MS): Promise<DatabaseReadiness> {
  if (!db.isInitialized) return 'no answer';
  try {
    await withQueryDeadline(withinMs, () => db.query('SELECT 1'));
  } catch {
    return 'no answer';
  }
  return databaseRefusesWrites() ? 'refuses writes' : 'ready';
}
