// Every query's outcome reaches server/database/health.ts: a success says the database answers, an
// outage error says it is away (or refuses writes). Watching the queries themselves, rather than
// the places that catch their errors, covers the background work (housekeeping, the notification
// outbox, sessions) as well as requests, and sees the driver's own error code before any wrapper
// hides it.
import type { DataSource, QueryRunner, ReplicationMode } from 'typeorm';
import type { Logger } from '../logging/logger.js';
import { databaseAnswered, databaseWentAway, isDatabaseOutage } from './health.js';

const OBSERVED = Symbol('query outcomes observed');

type ObservedRunner = QueryRunner & { [OBSERVED]?: true };

function observe(runner: ObservedRunner, logger: Logger): QueryRunner {
  if (runner[OBSERVED]) return runner;
  runner[OBSERVED] = true;
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (...args: unknown[]) => {
    try {
      const result = await query(...args);
      databaseAnswered(logger);
      return result;
    } catch (error) {
      if (isDatabaseOutage(error)) databaseWentAway(error, logger);
      throw error;
    }
  }) as QueryRunner['query'];
  return runner;
}

/** From now on, every query runner the data source hands out reports its outcomes to `logger`. */
export function observeQueries(dataSource: DataSource, logger: Logger): void {
  const { driver } = dataSource;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode: ReplicationMode) => observe(createQueryRunner(mode), logger);
}
