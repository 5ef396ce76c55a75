// The database: MySQL/MariaDB through mysql2 for `mysql://` and `mariadb://` URLs, otherwise the
// embedded SQLite file. Migrations run at start, one process at a time; synchronize stays off.
// Every query has a deadline, so a database that is frozen, unreachable or locked fails requests in
// seconds (503) instead of holding them: server/database/mysql-deadlines.ts and server/database/sqlite-statements.ts.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities, migrations } from '../../entities/index.js';
import { silentLogger, type Logger } from '../logging/logger.js';
import { observeQueries } from './observer.js';
import { mysqlWithDeadlines } from './mysql-deadlines.js';
import { withQueryDeadline } from './query-deadline.js';
import { takeSqliteTurns } from './sqlite-statements.js';
import { keepPlannerStatistics } from './sqlite-statistics.js';
import { probeWritesWhileRefused } from './write-probe.js';

export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;
const MIGRATION_LOCK = 'erp_site_migrations';
const MIGRATION_STATEMENT_DEADLINE_MS = 10 * 60 * 1000;
const MIGRATION_LOCK_WAIT_SECONDS = 60;

export function createDataSource(databaseUrl: string, timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS): DataSource {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: false } as const;
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    return new DataSource({
      ...common,
      type: 'better-sqlite3',
      database: file,
      enableWAL: file !== ':memory:',
      // How long a write waits for another process's write (SQLite has one writer at a time) while
      // the migrations run; once the server runs, server/database/sqlite-statements.ts waits instead.
      timeout: timeoutMs,
      // WAL's default (NORMAL) can lose the last commits on a power cut; a lead answered 201 must
      // survive one, as it does on InnoDB with its defaults.
      prepareDatabase: (db: { pragma: (source: string) => unknown }) => void db.pragma('synchronous = FULL'),
    });
  }
  return new DataSource({
    ...common,
    type: 'mysql',
    url: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    charset: 'utf8mb4_unicode_ci',
    // Leads are stored and shown as written; dates in UTC.
    timezone: 'Z',
    connectTimeout: timeoutMs,
    // Deadlines on every query and connection wait (mysql2's own query timeout would leave the
    // query on its connection).
    driver: mysqlWithDeadlines(timeoutMs),
    extra: { connectionLimit: 10, enableKeepAlive: true },
  });
}

/** Opens and migrates the database; `logger` hears when it goes away and comes back (silent in tools and tests). */
export async function openDatabase(
  databaseUrl: string,
  timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS,
  logger: Logger = silentLogger,
): Promise<DataSource> {
  const dataSource = createDataSource(databaseUrl, timeoutMs);
  await dataSource.initialize();
  const sqlite = dataSource.options.type === 'better-sqlite3';
  try {
    await migrateAlone(dataSource);
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
  if (sqlite) takeSqliteTurns(dataSource, timeoutMs);
  const stopStatistics = sqlite ? keepPlannerStatistics(dataSource) : () => undefined;
  // Outermost, so that a statement SQLite found locked and that then went through on a later try
  // is one success, not an outage.
  observeQueries(dataSource, logger);
  const stopProbing = probeWritesWhileRefused(dataSource, logger);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = () => {
    stopProbing();
    stopStatistics();
    return destroy();
  };
  return dataSource;
}

/**
 * Runs the pending migrations while holding a database-wide lock, so processes started at the same
 * moment on an empty or an old database migrate one after the other (the later ones find nothing to
 * do): GET_LOCK on MySQL/MariaDB, an exclusive transaction around the whole run on SQLite.
 */
async function migrateAlone(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type === 'better-sqlite3') {
    await dataSource.query('BEGIN EXCLUSIVE');
    try {
      await dataSource.runMigrations({ transaction: 'none' });
      await dataSource.query('COMMIT');
    } catch (error) {
      await dataSource.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    return;
  }
  const session = dataSource.createQueryRunner();
  try {
    const waitForLock = () =>
      session.query('SELECT GET_LOCK(?, ?) AS acquired', [MIGRATION_LOCK, MIGRATION_LOCK_WAIT_SECONDS]);
    const [{ acquired }] = (await withQueryDeadline((MIGRATION_LOCK_WAIT_SECONDS + 5) * 1000, waitForLock)) as Array<{
      acquired: number | string | null;
    }>;
    if (Number(acquired) !== 1)
      throw new Error(`Another process held the migration lock for over ${MIGRATION_LOCK_WAIT_SECONDS} s`);
    try {
      // A schema change rebuilds its table and a backfill walks every row: on a large table or a busy
      // server one statement can take minutes, far past the deadline a request's query gets.
      await withQueryDeadline(MIGRATION_STATEMENT_DEADLINE_MS, () => dataSource.runMigrations({ transaction: 'each' }));
    } finally {
      await session.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    await session.release();
  }
}
