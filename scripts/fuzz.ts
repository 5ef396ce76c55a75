// npm run fuzz: 20,000 requests from the fuzz grammar (tests/fuzz/grammar.ts), a share of them with
// a signed-in admin's session, against the app listening on a real port, on a fresh SQLite
// database, with the server's log captured as the running server writes it (JSON lines). Prints
// the seed first, then the answers counted by status and every finding (tests/fuzz/run.ts): a 5xx other than 501, a stack trace or file path in a body, an off-site
// Location, a server fault in the log, client text in a log message. Exits 1 when there is a finding.
//   FUZZ_SEED=<seed> npm run fuzz       replays a run
//   FUZZ_REQUESTS=<n> npm run fuzz      another number of requests
import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app.js';
import { createAdmin } from '../server/accounts/admin-users.js';
import { buildDir } from '../server/config/build-dir.js';
import { parseConfig } from '../server/config/config.js';
import { openDatabase } from '../server/database/db.js';
import { createLogger } from '../server/logging/logger.js';
import { ADMIN_PASSWORD, sessionCookie } from '../tests/helpers/admin.js';
import { TEST_SITE_URL } from '../tests/helpers/app.js';
import { listen } from '../tests/helpers/raw-http.js';
import { runFuzz, type LogEntry } from '../tests/fuzz/run.js';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const requests = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const FUZZ_ADMIN = 'fuzz-admin';
const print = (line: string) => process.stdout.write(`${line}\n`);

const levelOf = (pinoLevel: number): LogEntry['level'] =>
  pinoLevel >= 50 ? 'error' : pinoLevel >= 40 ? 'warn' : 'info';

async function main(): Promise<number> {
  print(`Fuzz seed ${seed}, ${requests} requests (replay: FUZZ_SEED=${seed} npm run fuzz)`);
  await import(pathToFileURL(resolve(buildDir, 'server/entry.mjs')).href);
  const databaseUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'site-fuzz-')), 'fuzz.sqlite')}`;
  const config = parseConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SITE_URL: TEST_SITE_URL,
    SESSION_SECRET: 'fuzz-secret-that-is-long-enough-for-the-schema',
    LOG_LEVEL: 'info',
  });
  let log: LogEntry[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg?: string };
        log.push({ level: levelOf(entry.level), message: entry.msg ?? '' });
      }
      done();
    },
  });
  const logger = createLogger(sink);
  const db = await openDatabase(databaseUrl, config.databaseTimeoutMs, logger);
  const app = createApp({ config, db, clientDir: resolve(buildDir, 'client'), logger });
  const server = await listen(app);
  await createAdmin(db, FUZZ_ADMIN, ADMIN_PASSWORD);
  const adminCookie = await sessionCookie(app, FUZZ_ADMIN);
  const started = Date.now();
  const report = await runFuzz(
    { send: server.send, takeLog: () => [log, (log = [])][0]!, adminCookie },
    seed,
    requests,
    { maxFindings: 500 },
  );
  // A request left unanswered (a finding) would hold the server open: the process exits instead.
  await Promise.race([server.close().then(() => db.destroy()), new Promise((resolve) => setTimeout(resolve, 2000))]);

  print(
    `Sent ${report.sent} in ${((Date.now() - started) / 1000).toFixed(1)} s (${report.unsendable} more that Node's HTTP client will not send)`,
  );
  print(
    `By status: ${Object.entries(report.byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  );
  if (report.findings.length === 0) {
    print('No findings.');
    return 0;
  }
  print(`${report.findings.length} finding(s)${report.findings.length >= 500 ? ' (stopped at 500)' : ''}:`);
  for (const finding of report.findings) print(`  ${finding}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Fuzz run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  },
);
