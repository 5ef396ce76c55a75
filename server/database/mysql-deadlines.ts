// Deadlines on MySQL/MariaDB that hold however long the database stays frozen. mysql2's own query
// timeout answers the caller but leaves the query on its connection, which goes back to the pool:
// the next query there waits behind it with no timer at all, until the database answers. And a
// request that finds every connection busy waits in the pool's queue, also with no timer. So here:
// - waiting for a connection has a deadline;
// - each query has a deadline from the moment it is issued (time spent behind another command on
//   the connection included), and a query that misses it takes its connection with it: destroyed,
//   out of the pool, its socket closed. The pool opens a fresh one when it is next needed. A
//   transaction cut this way is rolled back by the server when it sees the connection gone.
// The deadline is DATABASE_TIMEOUT_MS unless the caller chose another (server/database/query-deadline.ts).
import { createPool, type PoolOptions } from 'mysql2';
import { DatabaseUnavailable } from './health.js';
import { queryTimeoutMs } from './query-deadline.js';

type Callback = (error: Error | null, ...results: unknown[]) => void;

/** The parts of mysql2's callback pool and pooled connection this file relies on. */
interface CallbackPool {
  getConnection(callback: (error: Error | null, connection?: PooledConnection) => void): void;
}
interface PooledConnection {
  query(...args: unknown[]): unknown;
  release(): void;
  destroy(): void;
  stream?: { destroy(): void };
}

const BOUNDED = Symbol('bounded by a deadline');
type Marked<T> = T & { [BOUNDED]?: true };

/** The error a missed deadline gives: an outage (503), as mysql2's own query timeout is. */
function deadlineMissed(what: string, ms: number): DatabaseUnavailable {
  return Object.assign(new DatabaseUnavailable(`${what} within ${ms} ms`), { code: 'PROTOCOL_SEQUENCE_TIMEOUT' });
}

function boundQueries(connection: Marked<PooledConnection>, defaultMs: number): void {
  if (connection[BOUNDED]) return;
  connection[BOUNDED] = true;
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const at = args.findIndex((arg) => typeof arg === 'function');
    // Only streamed queries come without a callback; the site issues none.
    if (at === -1) return query(...args);
    const callback = args[at] as Callback;
    const ms = queryTimeoutMs(defaultMs);
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      connection.destroy();
      connection.stream?.destroy();
      callback(deadlineMissed('No answer from the database', ms));
    }, ms);
    args[at] = (error: Error | null, ...results: unknown[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      callback(error, ...results);
    };
    return query(...args);
  };
}

/** Bounds the pool's connection waits and every query on its connections. */
function boundMysqlPool(pool: CallbackPool, defaultMs: number): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback: Marked<Parameters<CallbackPool['getConnection']>[0]>) => {
    // The pool hands a queued wait on to itself when a connection leaves it: its deadline runs already.
    if (callback[BOUNDED]) return getConnection(callback);
    const ms = queryTimeoutMs(defaultMs);
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      callback(deadlineMissed('No database connection free', ms));
    }, ms);
    const once: Marked<typeof callback> = (error, connection) => {
      if (settled) {
        // Given up on: whatever arrives late goes straight back.
        connection?.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (connection) boundQueries(connection, defaultMs);
      callback(error, connection);
    };
    once[BOUNDED] = true;
    getConnection(once);
  };
}

/**
 * mysql2 as TypeORM's `driver` option: its pools are bounded from the start, so even the queries
 * TypeORM runs while connecting (the server version) cannot hang.
 */
export function mysqlWithDeadlines(defaultMs: number): { createPool: (options: PoolOptions) => unknown } {
  return {
    createPool: (options) => {
      const pool = createPool(options);
      boundMysqlPool(pool as unknown as CallbackPool, defaultMs);
      return pool;
    },
  };
}
