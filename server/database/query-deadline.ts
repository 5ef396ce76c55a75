// How long the database may take, per call. Every query gets DATABASE_TIMEOUT_MS unless the code
// that issues it says otherwise for everything it awaits: the readiness check wants its answer in
// a second, the migration lock may wait a minute for another process. The deadline travels with
// the async call (AsyncLocalStorage), so it reaches the driver's query and connection-pool code
// under TypeORM without any TypeORM call having to pass it along.
import { AsyncLocalStorage } from 'node:async_hooks';

const chosen = new AsyncLocalStorage<number>();

/** Runs `work` with its queries (and their waits for a connection) bounded by `ms` each. */
export function withQueryDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return chosen.run(ms, work);
}

/** The time a query issued now may take: the caller's choice, else the database's default. */
export function queryTimeoutMs(defaultMs: number): number {
  return chosen.getStore() ?? defaultMs;
}
