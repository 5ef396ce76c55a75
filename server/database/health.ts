// Telling a database outage from a bug, and saying so once. While the database is away, every
// request that needs it fails the same way: the operator needs one line when it goes and one when it
// is back, not a stack trace per request; the visitor needs a 503 with Retry-After.
//
// An outage is one of two things, and each ends only on its own proof:
// - the database does not answer (refused, reset, frozen past the deadline): over when any query
//   succeeds;
// - it answers but refuses writes (disk full, read-only, locked by another process past the
//   deadline): reads still succeed then, so a read proves nothing; over when the write probe
//   (server/database/write-probe.ts) commits. Otherwise every readiness check or page view would log "back"
//   and the next lead "away" again.
// Whoever notes a change hands in the logger its line goes to; the driver's words are a field of
// the line, never its message.
import type { Logger } from '../logging/logger.js';

export class DatabaseUnavailable extends Error {}

export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const NO_ANSWER_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_QUERY_INTERRUPTED',
  'SQLITE_CANTOPEN',
]);
// TypeORM's MySQL driver says "Connection is not established" once its pool is gone (closed, or
// never opened).
const NO_ANSWER_MESSAGES =
  /connection is not open|Pool is closed|Query inactivity timeout|Connection lost|connect ETIMEDOUT|Can't add new command when connection is in closed state|DataSource is not initialized|Connection terminated|Connection is not established/i;
// SQLite's extended codes (SQLITE_FULL, SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE, SQLITE_BUSY…)
// and MySQL's read-only and full-table errors.
const WRITE_REFUSALS =
  /^(SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED)|ER_(OPTION_PREVENTS_STATEMENT|READ_ONLY_MODE|CANT_EXECUTE_IN_READ_ONLY_TRANSACTION|RECORD_FILE_FULL|DISK_FULL|ERROR_ON_WRITE)$)/;

interface DriverFailure {
  code?: string;
  message?: string;
  driverError?: unknown;
}

/** The error's own code, or the driver's under TypeORM's QueryFailedError. */
function codeOf(error: unknown): string | undefined {
  const { code, driverError } = (error ?? {}) as DriverFailure;
  if (typeof code === 'string') return code;
  return driverError !== undefined && driverError !== error ? codeOf(driverError) : undefined;
}

/** Does the database refuse to store anything (full, read-only, locked)? */
export function refusesWrites(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && WRITE_REFUSALS.test(code);
}

/** Is this a database outage (503, retry later) rather than a bug? */
export function isDatabaseOutage(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable || refusesWrites(error)) return true;
  const { code, message, driverError } = (error ?? {}) as DriverFailure;
  if (code && NO_ANSWER_CODES.has(code)) return true;
  if (message && NO_ANSWER_MESSAGES.test(message)) return true;
  return driverError !== undefined && driverError !== error && isDatabaseOutage(driverError);
}

/** The driver's own words (TypeORM's wrapper prefixes them with the error's class), and the code. */
const describe = (error: unknown) => {
  const code = codeOf(error);
  const { driverError } = (error ?? {}) as DriverFailure;
  const source = driverError instanceof Error ? driverError : error;
  const message = source instanceof Error ? source.message : String(source);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
};

let noAnswer = false;
let writesRefused = false;
const writeRefusalListeners = new Set<() => void>();

const away = () => noAnswer || writesRefused;

function startOutage(logger: Logger, message: string, error: unknown): void {
  if (!away()) logger.error({ cause: describe(error) }, message);
}

function endOutage(logger: Logger): void {
  if (!away()) logger.info('Database available again');
}

/** A query failed because the database is away: logged once, until it is back. */
export function databaseWentAway(error: unknown, logger: Logger): void {
  if (refusesWrites(error)) {
    if (writesRefused) return;
    startOutage(logger, 'Database unavailable: it refuses writes', error);
    writesRefused = true;
    for (const listener of writeRefusalListeners) listener();
    return;
  }
  // A caller's own wrapper (DatabaseUnavailable) of a refusal already noted says nothing new.
  if (away()) return;
  startOutage(logger, 'Database unavailable: it does not answer', error);
  noAnswer = true;
}

/** A query succeeded: the database answers. Refused writes stay refused (see above). */
export function databaseAnswered(logger: Logger): void {
  if (!noAnswer) return;
  noAnswer = false;
  endOutage(logger);
}

/** The write probe committed: the database stores data again. */
export function databaseWritesAgain(logger: Logger): void {
  if (!writesRefused) return;
  writesRefused = false;
  endOutage(logger);
}

/** Whether a query found the database not answering, and none has succeeded since. */
export function databaseAnswersNot(): boolean {
  return noAnswer;
}

/** Whether the last write refusal has not yet been followed by a committed write probe. */
export function databaseRefusesWrites(): boolean {
  return writesRefused;
}

/** Calls `listener` each time the database starts refusing writes; returns the unsubscribe. */
export function onWriteRefusal(listener: () => void): () => void {
  writeRefusalListeners.add(listener);
  return () => writeRefusalListeners.delete(listener);
}
