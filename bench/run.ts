// npm run bench: server throughput and latency of a few pages under concurrent load (autocannon
// against a real server on loopback), and the in-process answer time of each page. Public pages
// come from the rendered-page cache after their first render, so the answer time is a cache hit.
// Then the same page and a static asset, quiet and during a flood of 40 parallel sign-ins
// (bench/signin-flood.ts), and public pages against a bare Node server sending the same bytes
// (bench/public-pages.ts). Then the admin's inbox and dashboard on 100,000 leads (bench/admin.ts),
// which exits 1 when a median is over its budget. Prints tables. Loads are bounded in count and time
// and stop by themselves.
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { startTestApp } from '../tests/helpers/app.js';
import { publicPageRows } from './public-pages.js';
import { signInFloodRows } from './signin-flood.js';
import { runAdminBench } from './admin.js';

const paths = ['/', '/ar', '/contact', '/services/odoo-implementation', '/ar/odoo-jeddah'];
const database = `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-')), 'bench.sqlite')}`;
// One proxy hop trusted, so the sign-in flood can come from many client addresses.
const { app, close } = await startTestApp(database, { TRUST_PROXY: '1' });

// In-process answer time: the whole Koa pipeline without the network, median of 50 answers.
const renderRows = [];
for (const path of paths) {
  const agent = request(app.callback());
  const coldStart = performance.now();
  await agent.get(path).set('Accept-Encoding', 'identity');
  const firstRender = performance.now() - coldStart;
  for (let i = 0; i < 5; i++) await agent.get(path);
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    await agent.get(path).set('Accept-Encoding', 'identity');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  renderRows.push({
    path,
    'first render ms': firstRender.toFixed(1),
    'answer p50 ms': times[25].toFixed(1),
    'answer p95 ms': times[47].toFixed(1),
  });
}

const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const loadRows = [];
for (const path of paths) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 20,
    duration: 8,
    headers: { 'accept-encoding': 'br' },
  });
  loadRows.push({
    path,
    'req/s': Math.round(result.requests.average),
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
server.close();
const publicPages = await publicPageRows(app);
const flood = await signInFloodRows(app, '/favicon.svg');
await close();
console.table(renderRows);
console.table(loadRows);
console.log('Public pages against a bare Node server writing the same bytes from memory (same run, same connections):');
console.table(publicPages.rows);
console.table(publicPages.other);
console.table(flood.rows);
console.log(flood.summary);

// The admin on 100,000 leads, on SQLite and MySQL/MariaDB (bench/admin.ts): a median over budget fails the run.
if (!(await runAdminBench())) process.exitCode = 1;
