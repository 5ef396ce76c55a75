// Page and asset latency while 40 clients flood the sign-in with wrong passwords, each attempt from
// a fresh address and username (so no per-address or per-account limit stops it early). Password
// hashing is costly by design; this shows whether that cost spills onto the visitors' requests.
// The flood runs in a child process, as an attacker's would, so its own work does not count
// against the server's event loop.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import type Koa from 'koa';
import type { AddressInfo } from 'node:net';

const FLOODERS = 40;
const PROBE_SECONDS = 8;

// Runs in the child: FLOODERS loops of sign-in attempts until stdin closes, then prints the tally.
const FLOOD_SCRIPT = `
const [base, flooders] = process.argv.slice(1);
let flooding = true, attempts = 0;
const answers = {};
process.stdin.on('end', () => (flooding = false)).resume();
const flooder = async (id) => {
  while (flooding) {
    const n = ++attempts;
    const res = await fetch(base + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://site.test', 'x-forwarded-for': '10.' + id + '.' + ((n >> 8) & 255) + '.' + (n & 255) },
      body: JSON.stringify({ username: 'flood-' + id + '-' + n, password: 'not-the-password' }),
    }).catch(() => null);
    if (res) { answers[res.status] = (answers[res.status] ?? 0) + 1; await res.arrayBuffer().catch(() => {}); }
  }
};
Promise.all(Array.from({ length: Number(flooders) }, (_, id) => flooder(id))).then(() => console.log(JSON.stringify({ attempts, answers })));
`;

async function probe(base: string, path: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 4,
    duration: PROBE_SECONDS,
    headers: { 'accept-encoding': 'br' },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    'req/s': Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
  };
}

export async function signInFloodRows(app: Koa, assetPath: string) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows = [];
  for (const path of ['/', assetPath]) rows.push({ load: 'quiet', path, ...(await probe(base, path)) });

  let peakRssMb = 0;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 2 ** 20)), 100);
  const flood = spawn(process.execPath, ['-e', FLOOD_SCRIPT, base, String(FLOODERS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let tally = '';
  flood.stdout.on('data', (chunk: Buffer) => (tally += chunk));
  const finished = new Promise((resolve) => flood.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const path of ['/', assetPath]) rows.push({ load: `${FLOODERS} sign-ins`, path, ...(await probe(base, path)) });
  flood.stdin.end();
  await finished;
  clearInterval(sampler);
  server.close();
  const { attempts, answers } = JSON.parse(tally || '{"attempts":0,"answers":{}}') as {
    attempts: number;
    answers: Record<string, number>;
  };
  const answered = Object.entries(answers)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  return { rows, summary: `sign-in attempts ${attempts} (${answered}), server peak RSS ${Math.round(peakRssMb)} MB` };
}
