// The admin on 100,000 leads, on SQLite and on MySQL/MariaDB: a fresh database of each is seeded
// (bench/seed-leads.ts), the production server is started on it, an admin signs in, and each call
// below is made BENCH_ADMIN_REQUESTS times one after the other. Server time is the request log's
// duration of each answer (matched by its X-Request-Id); client time is the whole fetch on loopback.
// Prints the plans of the dashboard's queries and a table of medians and 95th percentiles; the run
// fails (exit 1) when any median server time is over ADMIN_BUDGET_MS.
// Alone: npx tsx bench/admin.ts. MariaDB at BENCH_MYSQL_URL (default
// mysql://root@127.0.0.1:3306/bench_admin, with the build directory's suffix when BUILD_DIR is not
// dist; that database is dropped and made again); none set and
// none reachable skips it with a note.
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createAdmin } from '../server/accounts/admin-users.js';
import { dashboardQueries } from '../server/admin/dashboard/dashboard.js';
import { openDatabase } from '../server/database/db.js';
import { freePort, startBuiltServer, type BuiltServer } from '../tests/helpers/built-server.js';
import { SEED_CAMPAIGNS, seedLeads } from './seed-leads.js';

export const ADMIN_BUDGET_MS = 150;
const LEADS = Number(process.env.BENCH_ADMIN_LEADS ?? 100_000);
const REQUESTS = Math.max(20, Number(process.env.BENCH_ADMIN_REQUESTS ?? 30));
const WARM_UP = 3;
const ADMIN = 'bench-admin';
const PASSWORD = 'Quiet-lantern-harbour-2025';
const OWNERS = ['bench-owner-a', 'bench-owner-b', 'bench-owner-c'];

interface Timing {
  server: number;
  client: number;
}

export interface AdminBenchRow {
  database: string;
  request: string;
  'server p50 ms': string;
  'server p95 ms': string;
  'client p50 ms': string;
  'client p95 ms': string;
  requests: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function freshMysqlUrl(): Promise<string | null> {
  // Two benches of two builds (BUILD_DIR) on one machine each seed a database of their own.
  const ownDatabase = `bench_admin${(process.env.BUILD_DIR ?? 'dist').replace(/^dist/, '').replace(/\W/g, '_')}`;
  const url = new URL(process.env.BENCH_MYSQL_URL ?? `mysql://root@127.0.0.1:3306/${ownDatabase}`);
  const name = url.pathname.slice(1) || ownDatabase;
  let connection;
  try {
    connection = await mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    });
  } catch (error) {
    console.log(`MySQL/MariaDB at ${url.host} not reachable (${(error as Error).message}): skipped.`);
    return null;
  }
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates, makes the admins and seeds the leads; prints the dashboard's query plans. */
async function prepare(databaseUrl: string, label: string): Promise<void> {
  const db = await openDatabase(databaseUrl);
  try {
    await createAdmin(db, ADMIN, PASSWORD);
    const owners = [];
    for (const name of OWNERS) owners.push((await createAdmin(db, name, PASSWORD)).id);
    const started = performance.now();
    await seedLeads(db, { count: LEADS, now: new Date(), ownerIds: owners });
    console.log(
      `${label}: ${LEADS.toLocaleString('en')} leads seeded in ${Math.round(performance.now() - started)} ms`,
    );
    const mysqlPlans = db.options.type === 'mysql';
    for (const query of dashboardQueries(db, new Date())) {
      const plan: Array<Record<string, unknown>> = await db.query(
        `${mysqlPlans ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${query.sql}`,
        query.params,
      );
      const steps = plan.map((step) =>
        mysqlPlans ? `${step.type} on ${step.key} (${step.rows} rows; ${step.Extra})` : String(step.detail),
      );
      console.log(`  plan of the dashboard's ${query.name}: ${steps.join(' / ')}`);
    }
  } finally {
    await db.destroy();
  }
}

async function signIn(server: BuiltServer): Promise<string> {
  const answer = await fetch(`${server.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ username: ADMIN, password: PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One call, timed by the client, with the id the server logged it under. */
async function call(server: BuiltServer, cookie: string, path: string) {
  const started = performance.now();
  const answer = await fetch(server.origin + path, { headers: { cookie, accept: 'application/json' } });
  const body = await answer.text();
  const client = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${body.slice(0, 300)}`);
  return { client, requestId: answer.headers.get('x-request-id') ?? '', body };
}

async function measure(server: BuiltServer, cookie: string, path: string): Promise<Timing[]> {
  for (let i = 0; i < WARM_UP; i++) await call(server, cookie, path);
  const calls = [];
  for (let i = 0; i < REQUESTS; i++) calls.push(await call(server, cookie, path));
  const ids = new Set(calls.map((c) => c.requestId));
  const logged = () => server.lines().filter((line) => ids.has((line as unknown as { reqId?: string }).reqId ?? ''));
  await server.waitForLog(() => logged().length >= ids.size, 10_000);
  const serverTime = new Map(
    logged().map((line) => {
      const { reqId, durationMs } = line as unknown as { reqId: string; durationMs: number };
      return [reqId, durationMs];
    }),
  );
  return calls.map((c) => ({ client: c.client, server: serverTime.get(c.requestId) ?? Number.NaN }));
}

const searches: Array<[string, string]> = [
  ['Arabic name fragment (نوره for نورة)', 'نوره'],
  ['Arabic company words (مؤسسه الحربي)', 'مؤسسه الحربي'],
  ['phone in Arabic-Indic digits', '٠٥٠٠٠٠٥٠٠٠'],
  ['phone +966', '+966500005000'],
  ['phone local 05', '0500005000'],
  ['digits fragment (a bounded scan)', '5000050'],
];

async function benchOne(label: string, databaseUrl: string): Promise<AdminBenchRow[]> {
  await prepare(databaseUrl, label);
  const server = startBuiltServer(await freePort(), { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' });
  try {
    await server.waitForLog((lines) => lines.some((line) => /^Serving /.test(line.msg)), 60_000);
    const cookie = await signIn(server);
    const filter = `stage=qualified&source=landing&campaign=${SEED_CAMPAIGNS[0]}`;
    const firstFiltered = JSON.parse((await call(server, cookie, `/api/admin/leads?${filter}`)).body) as {
      nextCursor?: string | null;
    };
    const secondPage = firstFiltered.nextCursor
      ? `/api/admin/leads?${filter}&cursor=${encodeURIComponent(firstFiltered.nextCursor)}`
      : `/api/admin/leads?${filter}&page=2`;
    // The board's "load more" continues a column from the cursor its first answer gave.
    const firstBoard = JSON.parse((await call(server, cookie, '/api/admin/board')).body) as {
      columns: Array<{ stage: string; nextCursor: string | null }>;
    };
    const boardCursor = firstBoard.columns.find((column) => column.stage === 'contacted')?.nextCursor ?? '';
    const requests: Array<[string, string]> = [
      ['inbox, first page', '/api/admin/leads'],
      [`filtered (${filter.replaceAll('&', ', ')})`, `/api/admin/leads?${filter}`],
      [`filtered, next page (${firstFiltered.nextCursor ? 'cursor' : 'page=2'})`, secondPage],
      ['dashboard', '/api/admin/dashboard'],
      ['dashboard, 52 weeks', '/api/admin/dashboard?weeks=52'],
      ['board, every column', '/api/admin/board'],
      [`board, filtered (${filter.replaceAll('&', ', ')})`, `/api/admin/board?${filter}`],
      ['board, more of one column', '/api/admin/board?column=contacted&cursor=' + encodeURIComponent(boardCursor)],
      // Searches as an admin types them: Arabic spelled either way, one phone in every spelling (the
      // seed's lead 5,000, a phone no other lead shares), and a fragment of digits matching a handful.
      ...searches.map(([name, q]): [string, string] => [
        `search ${name}`,
        `/api/admin/leads?q=${encodeURIComponent(q)}`,
      ]),
    ];
    const rows: AdminBenchRow[] = [];
    for (const [name, path] of requests) {
      const timings = await measure(server, cookie, path);
      const servers = timings.map((t) => t.server).sort((a, b) => a - b);
      const clients = timings.map((t) => t.client).sort((a, b) => a - b);
      rows.push({
        database: label,
        request: name,
        'server p50 ms': percentile(servers, 0.5).toFixed(1),
        'server p95 ms': percentile(servers, 0.95).toFixed(1),
        'client p50 ms': percentile(clients, 0.5).toFixed(1),
        'client p95 ms': percentile(clients, 0.95).toFixed(1),
        requests: timings.length,
      });
    }
    return rows;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Runs the admin benchmark on each database, prints its table; false when a median is over budget. */
export async function runAdminBench(): Promise<boolean> {
  // The server runs from the build, as in production: build it first if the sources changed.
  execSync('node scripts/build-if-missing.mjs', { stdio: 'inherit' });
  const rows: AdminBenchRow[] = [];
  const sqliteUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-admin-')), 'admin.sqlite')}`;
  rows.push(...(await benchOne('SQLite', sqliteUrl)));
  const mysqlUrl = await freshMysqlUrl();
  if (mysqlUrl) rows.push(...(await benchOne('MariaDB', mysqlUrl)));
  const [load] = loadavg();
  console.log(
    `The admin on ${LEADS.toLocaleString('en')} leads (${REQUESTS} requests each, one at a time; budget: median server time under ${ADMIN_BUDGET_MS} ms; load average ${load.toFixed(1)} on ${availableParallelism()} cores):`,
  );
  console.table(rows);
  const over = rows.filter((row) => !(Number(row['server p50 ms']) < ADMIN_BUDGET_MS));
  for (const row of over) console.log(`OVER BUDGET: ${row.database} ${row.request}: median ${row['server p50 ms']} ms`);
  return over.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const withinBudget = await runAdminBench();
  process.exit(withinBudget ? 0 : 1);
}
