// A bounded, seeded fuzz of the whole app on a real socket, on each database: methods, paths, headers,
// cookies, query strings and bodies drawn from the grammar in tests/fuzz/grammar.ts, a share of them
// with a signed-in admin's session. No answer may be
// a 5xx other than 501, carry a stack trace or a file path, or send a browser to another host; nothing
// may be logged as a server fault, and no log message may hold the client's text (tests/fuzz/run.ts).
// A failure prints its seed and request: FUZZ_SEED=<seed> npx vitest run tests/api/fuzz.test.ts
// replays the same run; `npm run fuzz` runs a larger one with a new seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { testDatabases } from '../helpers/databases.js';
import { capturedLog, LOG_LEVEL } from '../helpers/log-lines.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';
import { runFuzz, type LogEntry } from '../fuzz/run.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 3000;
const FUZZ_ADMIN = 'fuzz-admin';

describe.each(testDatabases('fuzz'))('fuzz on $name', (database) => {
  let ctx: ListeningTestApp;
  // The server's own log, as the running server writes it.
  const log = capturedLog();

  let adminCookie: string;

  beforeAll(async () => {
    ctx = await startListeningTestApp(await database.url(), {}, { logger: log.logger });
    await createAdmin(ctx.db, FUZZ_ADMIN, ADMIN_PASSWORD);
    adminCookie = await sessionCookie(ctx.app, FUZZ_ADMIN);
  });
  afterAll(async () => ctx?.close());

  it(
    `answers ${REQUESTS} random requests (seed ${SEED}) without a 5xx, a leak, an off-site redirect or client text in a log message`,
    { timeout: 240_000 },
    async () => {
      const levelOf = (level: number): LogEntry['level'] =>
        level >= LOG_LEVEL.error ? 'error' : level >= LOG_LEVEL.warn ? 'warn' : 'info';
      // The request lines are the request log's own; what the fuzz reads is everything else.
      const takeLog = (): LogEntry[] =>
        log.lines
          .splice(0)
          .filter((line) => line.msg !== 'request')
          .map((line) => ({ level: levelOf(line.level), message: line.msg }));
      const report = await runFuzz({ send: ctx.server.send, takeLog, adminCookie }, SEED, REQUESTS, {
        maxFindings: 10,
      });
      expect(report.findings, `seed ${SEED}`).toEqual([]);
      expect(report.sent).toBeGreaterThan(REQUESTS * 0.9);
    },
  );
});
