// Telling a database outage from a bug, and saying so once. While the database is away, every
// request that needs it fails the same way: the operator needs one line when it goes and one when it
// is back, not a stack trace per request; the visitor needs a 503 with Retry-After.
export class DatabaseUnavailable extends Error {}

export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const OUTAGE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_LOCK_WAIT_TIMEOUT', 'ER_QUERY_INTERRUPTED',
  'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_CANTOPEN',
]);
const OUTAGE_MESSAGES = /connection is not open|Pool is closed|Query inactivity timeout|Connection lost|connect ETIMEDOUT|Can't add new command when connection is in closed state|DataSource is not initialized|Connection terminated/i;

export function isDatabaseOutage(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  const { code, message, driverError } = (error ?? {}) as { code?: string; message?: string; driverError?: unknown };
  if (code && OUTAGE_CODES.has(code)) return true;
  if (message && OUTAGE_MESSAGES.test(message)) return true;
  return driverError !== undefined && driverError !== error && isDatabaseOutage(driverError);
}

let away = false;

/** A query failed because the database is away: logged once, until it answers again. */
export function databaseWentAway(error: unknown): void {
  if (away) return;
  away = true;
  console.error(`Database unavailable: ${error instanceof Error ? error.message : String(error)}`);
}

/** A query succeeded: if the database had been away, say it is back. */
export function databaseAnswered(): void {
  if (!away) return;
  away = false;
  console.log('Database available again');
}
