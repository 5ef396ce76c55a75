// Page and asset latency while 40 clients flood the sign-in with wrong passwords, each attempt from
// a fresh address and username (so no per-address or per-account limit stops it early). Password
// hashing is costly by design; this shows whether that cost spills onto the visitors' requests.
import autocannon from 'autocannon';
import type Koa from 'koa';
import type { AddressInfo } from 'node:net';

const FLOODERS = 40;
const PROBE_SECONDS = 8;

async function probe(base: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, connections: 4, duration: PROBE_SECONDS, headers: { 'accept-encoding': 'br' } });
  return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, 'req/s': Math.round(result.requests.average) };
}

export async function signInFloodRows(app: Koa, assetPath: string) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows = [];
  for (const path of ['/', assetPath]) rows.push({ load: 'quiet', path, ...(await probe(base, path)) });

  let flooding = true;
  let attempts = 0;
  const answers = new Map<number, number>();
  let peakRssMb = 0;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 2 ** 20)), 100);
  const flooder = async (id: number) => {
    while (flooding) {
      attempts++;
      const n = attempts;
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://site.test', 'x-forwarded-for': `10.${id}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ username: `flood-${id}-${n}`, password: 'not-the-password' }),
      }).catch(() => null);
      if (res) answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
      await res?.arrayBuffer().catch(() => undefined);
    }
  };
  const flood = Array.from({ length: FLOODERS }, (_, id) => flooder(id));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const path of ['/', assetPath]) rows.push({ load: `${FLOODERS} sign-ins`, path, ...(await probe(base, path)) });
  flooding = false;
  await Promise.all(flood);
  clearInterval(sampler);
  server.close();
  const answered = [...answers.entries()].map(([status, count]) => `${count}×${status}`).join(' ');
  return { rows, summary: `sign-in attempts ${attempts} (${answered}), peak RSS ${Math.round(peakRssMb)} MB` };
}
