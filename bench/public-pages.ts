// Public pages against the limit: the same compressed bytes written from memory by a bare Node
// http server, measured in the same run with the same connections. Then revalidations (304) and,
// for comparison, two answers that are rendered per request (an unknown path, a form re-rendered
// with its errors).
import autocannon from 'autocannon';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { TEST_SITE_URL } from '../tests/helpers/app.js';

const PUBLIC_PAGES = [
  '/services/odoo-implementation',
  '/ar/services/odoo-implementation',
  '/blog/zatca-e-invoicing-fatoorah-guide',
  '/ar/blog/zatca-e-invoicing-fatoorah-guide',
];
const CONNECTIONS = 32;
const DURATION_S = 6;

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// The raw answer, still compressed, as a client that accepts brotli gets it.
function capture(origin: string, path: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    get(origin + path, { headers: { 'accept-encoding': 'br' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

async function load(url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET', body?: string) {
  const result = await autocannon({
    url,
    method,
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'br', ...headers },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
  };
}

export async function publicPageRows(app: Koa) {
  const site = createServer(app.callback());
  const siteOrigin = await listen(site);
  // Fetch each page once through the app (its first render), then keep its exact answer.
  const captured = new Map<string, Captured>();
  for (const path of PUBLIC_PAGES) captured.set(path, await capture(siteOrigin, path));
  const bare = createServer((req, res) => {
    const page = captured.get(req.url ?? '')!;
    res.writeHead(page.status, page.headers).end(page.body);
  });
  const bareOrigin = await listen(bare);

  const rows = [];
  for (const path of PUBLIC_PAGES) {
    const ours = await load(siteOrigin + path);
    const limit = await load(bareOrigin + path);
    rows.push({
      page: path,
      'brotli KB': (captured.get(path)!.body.length / 1024).toFixed(1),
      'site req/s': ours.rps,
      'bare Node req/s': limit.rps,
      ratio: (ours.rps / limit.rps).toFixed(2),
      'site p50/p99 ms': `${ours.p50}/${ours.p99}`,
      'bare p50/p99 ms': `${limit.p50}/${limit.p99}`,
    });
  }
  const etag = captured.get(PUBLIC_PAGES[0])!.headers.etag;
  const revalidated = await load(siteOrigin + PUBLIC_PAGES[0], { 'if-none-match': etag });
  const unknown = await load(`${siteOrigin}/no-such-page`);
  const formError = await load(
    `${siteOrigin}/contact`,
    { origin: TEST_SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
    'POST',
    'name=Zed&email=bad&phone=1&message=short',
  );
  const other = [
    {
      answer: `304 to If-None-Match (${PUBLIC_PAGES[0]})`,
      'req/s': revalidated.rps,
      'p50/p99 ms': `${revalidated.p50}/${revalidated.p99}`,
    },
    { answer: '404, rendered per request', 'req/s': unknown.rps, 'p50/p99 ms': `${unknown.p50}/${unknown.p99}` },
    {
      answer: 'contact form re-rendered with its errors (422)',
      'req/s': formError.rps,
      'p50/p99 ms': `${formError.p50}/${formError.p99}`,
    },
  ];
  site.close();
  bare.close();
  return { rows, other };
}
