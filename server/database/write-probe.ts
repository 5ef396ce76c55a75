// Once the database has refused a write (disk full, read-only, locked past the deadline), only a
// write can show it stores data again; a read succeeds all along. While writes are refused this
// probe runs every WRITE_PROBE_INTERVAL_MS, with or without traffic (a process out of rotation gets
// none), until one commits; readiness (/readyz) stays 503 and the outage stays open until then.
//
// The probe has to fail for the same reasons a lead would:
// - SQLite: in one transaction that commits, create a table, fill it with a few pages and drop it.
//   The pages must be found (free pages, or the file grows: SQLITE_FULL when it cannot, as under a
//   full disk or `max_page_count`), the write lock must be taken (SQLITE_BUSY, SQLITE_READONLY), and
//   the commit must reach the disk (the WAL grows: SQLITE_FULL or SQLITE_IOERR on a full disk). A
//   transaction that is rolled back writes nothing to disk and would prove nothing there. The
//   schema is as it was afterwards; the pages go to the free list for the next rows. If a table of
//   that name ever existed, CREATE fails first and nothing is dropped.
// - MySQL/MariaDB: insert a row and roll it back. A read-only server (a failover replica) refuses
//   the insert itself, and a tablespace that cannot grow fails it when it needs a new page.
import type { DataSource } from 'typeorm';
import type { Logger } from '../logging/logger.js';
import { databaseRefusesWrites, databaseWritesAgain, onWriteRefusal } from './health.js';
import { withQueryDeadline } from './query-deadline.js';
import { betweenSqliteStatements } from './sqlite-statements.js';

export const WRITE_PROBE_INTERVAL_MS = 1000;
const PROBE_TABLE = 'write_probe_of_readiness';
const PROBE_BYTES = 16 * 1024;

interface SqliteConnection {
  exec(source: string): unknown;
  inTransaction: boolean;
}

function probeSqlite(connection: SqliteConnection): void {
  // A transaction of another request is open on the shared connection: try again next round.
  if (connection.inTransaction) throw new Error('a transaction is open');
  try {
    connection.exec(
      `BEGIN IMMEDIATE; CREATE TABLE ${PROBE_TABLE} (filler BLOB); INSERT INTO ${PROBE_TABLE} VALUES (zeroblob(${PROBE_BYTES})); DROP TABLE ${PROBE_TABLE}; COMMIT`,
    );
  } finally {
    if (connection.inTransaction) connection.exec('ROLLBACK');
  }
}

async function probeMysql(db: DataSource): Promise<void> {
  const runner = db.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query('INSERT INTO submission_quota (client_key, taken, window_start) VALUES (?, 0, 0)', [
      `write probe ${process.pid}`,
    ]);
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
  }
}

/** Does the database take a write that commits (SQLite) or would commit (MySQL)? Throws if not. */
export async function probeWrites(db: DataSource, withinMs: number): Promise<void> {
  if (db.options.type === 'better-sqlite3') {
    const { databaseConnection } = db.driver as unknown as { databaseConnection: SqliteConnection };
    await betweenSqliteStatements(db, withinMs, () => probeSqlite(databaseConnection));
  } else {
    await withQueryDeadline(withinMs, () => probeMysql(db));
  }
}

/** Probes `db` each time its writes are refused, until one probe commits (said to `logger`). Returns the stop. */
export function probeWritesWhileRefused(
  db: DataSource,
  logger: Logger,
  intervalMs = WRITE_PROBE_INTERVAL_MS,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    timer = undefined;
    if (!db.isInitialized || !databaseRefusesWrites()) return;
    try {
      await probeWrites(db, intervalMs);
      databaseWritesAgain(logger);
    } catch {
      if (databaseRefusesWrites()) schedule();
    }
  };
  const schedule = () => {
    if (timer || !db.isInitialized) return;
    timer = setTimeout(() => void round(), intervalMs);
    timer.unref();
  };
  const unsubscribe = onWriteRefusal(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
