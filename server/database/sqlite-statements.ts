// SQLite waits without stopping the process. better-sqlite3 runs each statement in the main thread,
// and SQLite's busy timeout is a sleep there: while another process holds the write lock, one
// waiting statement froze every request of this one, and the next waited its own full timeout
// after it (six leads took 1, 2 … 6 s with a one-second timeout, and /healthz the full 6 s).
//
// So once the server runs, SQLite's own wait is kept to a short slice and the rest of the wait is
// spent here, asynchronously: statements take turns on the one connection (TypeORM shares it across
// requests), a statement that finds the database locked is tried again after a pause while the
// others wait their turn, exactly as they did behind SQLite's sleep, and none waits past its
// deadline, neither for its turn nor for the lock. A statement that gives up fails as SQLite's own
// timeout did: SQLITE_BUSY, an outage answered 503.
import type { DataSource, QueryRunner } from 'typeorm';
import { DatabaseUnavailable } from './health.js';
import { queryTimeoutMs } from './query-deadline.js';

/** How long SQLite itself may sleep on a lock, holding the process: a short contention never reaches the queue. */
const BUSY_SLICE_MS = 10;
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 50;

interface Connection {
  pragma(source: string): unknown;
}

/** One connection's statements, one at a time, each within its deadline. */
export class StatementTurns {
  private last: Promise<unknown> = Promise.resolve();

  /** Runs `work` when the statements before it are done, unless `ms` pass first. */
  take<T>(ms: number, work: (deadline: number) => Promise<T>): Promise<T> {
    const deadline = Date.now() + ms;
    let started = false;
    let abandoned = false;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (started) return;
        abandoned = true;
        reject(locked(`no turn on the database within ${ms} ms`));
      }, ms);
      const turn = this.last.then(() => {
        if (abandoned) return;
        started = true;
        clearTimeout(timer);
        return work(deadline).then(resolve, reject);
      });
      this.last = turn.catch(() => undefined);
    });
  }
}

const locked = (why: string) =>
  Object.assign(new DatabaseUnavailable(`database is locked: ${why}`), { code: 'SQLITE_BUSY' });

const isBusy = (error: unknown) => {
  const code = (error as { driverError?: { code?: string } })?.driverError?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_RECOVERY';
};

/** Tries `attempt` until it does not find the database locked, or the deadline is near. */
async function retryWhileLocked<T>(attempt: () => Promise<T>, deadline: number): Promise<T> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

const turnsOf = new WeakMap<DataSource, StatementTurns>();

/**
 * From now on, the data source's SQLite statements take turns and wait asynchronously (above).
 * Call after the migrations: start-up has no requests to hold, and waits in SQLite's own timeout.
 */
export function takeSqliteTurns(dataSource: DataSource, defaultMs: number): void {
  const driver = dataSource.driver as unknown as { databaseConnection: Connection };
  driver.databaseConnection.pragma(`busy_timeout = ${BUSY_SLICE_MS}`);
  const turns = new StatementTurns();
  turnsOf.set(dataSource, turns);
  // better-sqlite3's driver hands every caller the same query runner: wrap it once.
  const runner = dataSource.driver.createQueryRunner('master');
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = ((...args: unknown[]) =>
    turns.take(queryTimeoutMs(defaultMs), (deadline) =>
      retryWhileLocked(() => query(...args), deadline),
    )) as QueryRunner['query'];
}

/** Runs `work` on the connection between statements (nothing of another request in between). */
export function betweenSqliteStatements<T>(dataSource: DataSource, ms: number, work: () => T): Promise<T> {
  const turns = turnsOf.get(dataSource);
  if (!turns) return Promise.resolve().then(work);
  return turns.take(ms, async () => work());
}
