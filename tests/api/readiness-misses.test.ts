// /readyz takes a process out of the balancer on a real fault, not on one slow check: a lone check
// that misses answers 200, two misses in a row answer 503, and the next check that gets its answer
// is ready again. A database other queries already found not answering fails the first miss.
import request from 'supertest';
import { QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { watchQueries, type QueryWatch } from '../helpers/query-faults.js';

const READINESS_QUERY = /^SELECT 1$/i;

describe.each(testDatabases('readiness_misses'))('readiness on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let watch: QueryWatch;
  /** What a check that missed its deadline sees, as the driver hands it on. */
  const missed = (sql: string) =>
    new QueryFailedError(sql, [], Object.assign(new Error('Query inactivity timeout'), { code: 'ETIMEDOUT' }));
  const check = async () => {
    const answer = await request(ctx.app.callback()).get('/readyz');
    return answer.status;
  };
  const checkThatMisses = async () => {
    const failed = watch.failNext(READINESS_QUERY, 'before the database', missed);
    const status = await check();
    await failed;
    return status;
  };

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    watch = watchQueries(ctx.db);
  });
  afterAll(async () => ctx?.close());

  it('stays ready through one missed check, fails the second in a row, and is ready again after', async () => {
    expect(await check()).toBe(200);
    expect(await checkThatMisses()).toBe(200);
    expect(await check()).toBe(200);
    expect(await checkThatMisses()).toBe(200);
    expect(await checkThatMisses()).toBe(503);
    expect(await checkThatMisses()).toBe(503);
    expect(await check()).toBe(200);
  });
});
