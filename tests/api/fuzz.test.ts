// A bounded, seeded fuzz of the whole app on a real socket: random methods, paths from every route
// family (plus traversal, encoded slashes, dev-server paths and malformed escapes), odd headers,
// cookies, query strings and bodies. No answer may be a 5xx other than 501, none may carry a stack
// trace or a file path, and nothing may be logged as a server fault. A failure prints its seed and
// request: FUZZ_SEED=<seed> npx vitest run tests/api/fuzz.test.ts replays the same run.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 3000;

/** mulberry32: a small seeded generator, so a run can be replayed exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, pick, chance };
}

const routeFamilies = [
  ...publicLogicalPaths().flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`]),
  '/blog/no-such-article', '/services/no-such-service', '/odoo-nowhere', '/khalid-al-otaibi-riyadh', '/ar/khalid-al-otaibi-riyadh',
  '/admin', '/schema-validation', '/database', '/ar/admin',
  '/api/contact-submissions', '/api/hreflang/ar/about', '/api/hreflang/', '/api/auth/login', '/api/auth/check', '/api/auth/logout',
  '/api/admin/leads', '/api/admin/leads.csv', '/api/admin/leads/1', '/api/admin/leads/abc', '/api/nothing',
  '/healthz', '/readyz', '/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/ar/blog/rss.xml',
  '/favicon.svg', '/media/intro-poster.webp', '/assets/missing.js', '/og-image.png',
  '/@vite/client', '/@fs/etc/passwd', '/__vite_ping', '/@id/react', '/node_modules/.vite/x',
];

const pathTails = ['', '/', '//', '/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '%2F..%2F..%2Fetc%2Fpasswd', '/..%5c..%5cwindows', '%00', '%ff%fe', '%zz', '%',
  '/index.pageContext.json', '.pageContext.json', ';a=b', '/%E2%80%AE', '/ملف', '/%D9%85', `/${'a'.repeat(3000)}`, '/\\evil.example', '/%5Cevil.example', '/%09/evil.example', '.json', '.csv', '~', '/.env', '/.git/config'];

const queries = ['', '?page=-1', '?page=99999999999999999999', '?from=not-a-date&to=2025-13-45', '?q=%25%27%22', '?source=popup&source=landing', '?a[]=1&a[b]=2', '?sent=1', '?__proto__[x]=1', '?%zz', `?q=${'x'.repeat(5000)}`, '?page=1e3'];

const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'];

const encodings = [undefined, 'identity;q=0', '*;q=0', 'br;q=0, gzip;q=0', 'gzip', 'br', 'deflate, identity;q=0', 'x-garbage', '*', ''];
const accepts = [undefined, 'application/json', 'text/html', '*/*', 'image/png', 'garbage/;;'];
const contentTypes = [undefined, 'application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', ';;;'];
const origins = [undefined, TEST_SITE_URL, 'https://evil.example', 'null', 'http://site.test.evil.example'];
const cookies = [undefined, 'sid=abc; sid.sig=def', 'sid=; sid.sig=', `sid=${'z'.repeat(4000)}`, 'admin-device=a.b.c', '__Host-sid=x', '%%%=;;;', 'sid=../../etc'];

const lead = { name: 'Fuzz Visitor', phone: '+966 50 123 4567', company: 'Fuzz Co', city: 'Riyadh', service: 'Contact Form', message: 'Testing the site' };
function body(random: ReturnType<typeof generator>): string | Buffer | undefined {
  const nested = (depth: number): string => (depth ? `{"a":${nested(depth - 1)}}` : '1');
  return random.pick([
    undefined,
    JSON.stringify(lead),
    JSON.stringify({ ...lead, idempotencyKey: `fuzz-key-${Math.floor(random.next() * 5)}-000000`, name: random.pick(['A', 'Ali;=1+1', '\u202Eevil', '\u0000'.repeat(3), lead.name]) }),
    JSON.stringify({ username: random.pick(['admin', 'ADMIN', '', 'x'.repeat(200)]), password: random.pick(['wrong-password', '', 'p'.repeat(2000)]) }),
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    nested(random.pick([10, 1000, 5000])),
    '{"name":',
    '[]',
    'null',
    'name=x&phone=1&message=%zz',
    'x'.repeat(70 * 1024),
    Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xc3]),
  ]);
}

// A 404 page may show the path the visitor asked for (/node_modules/…); the server's own files are
// named by where the app lives, which no request path contains.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STACK_OR_PATH = new RegExp(`\\n\\s+at |at async |${escapeRegExp(process.cwd())}|\\/tmp\\/|\\.tsx?:\\d|\\.m?js:\\d+|Malicious Path|generated by Vike|Vike returned|\\[vike\\]`, 'i');

describe.each(testDatabases('fuzz').slice(0, 1))('fuzz on $name', (database) => {
  let ctx: ListeningTestApp;

  beforeAll(async () => {
    ctx = await startListeningTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it(`answers ${REQUESTS} random requests (seed ${SEED}) without a 5xx, a stack trace or a file path`, { timeout: 240_000 }, async () => {
    const random = generator(SEED);
    const serverFaults = vi.spyOn(console, 'error');
    const failures: string[] = [];
    for (let n = 0; n < REQUESTS && failures.length < 10; n++) {
      const method = random.pick(methods);
      const path = random.chance(0.02) ? '*' : `${random.pick(routeFamilies)}${random.chance(0.4) ? random.pick(pathTails) : ''}${random.chance(0.3) ? random.pick(queries) : ''}`;
      const headers: Record<string, string> = {};
      const set = (name: string, value: string | undefined) => value !== undefined && (headers[name] = value);
      set('Accept-Encoding', random.pick(encodings));
      set('Accept', random.pick(accepts));
      set('Origin', random.pick(origins));
      set('Cookie', random.pick(cookies));
      if (random.chance(0.2)) set('Idempotency-Key', random.pick(['k', 'x'.repeat(300), 'fuzz-key-00000001', '../../']));
      if (random.chance(0.1)) set('Range', random.pick(['bytes=0-10', 'bytes=999999-', 'bytes=abc']));
      if (random.chance(0.1)) set('If-None-Match', random.pick(['*', '"x"', 'W/""']));
      if (random.chance(0.1)) set('X-Forwarded-For', random.pick(['1.2.3.4', '::1', 'garbage', '2001:db8::1, 10.0.0.1']));
      const payload = method === 'GET' || method === 'HEAD' ? undefined : body(random);
      if (payload !== undefined) set('Content-Type', random.pick(contentTypes));
      let answer;
      try {
        answer = await ctx.server.send(method, path, headers, payload);
      } catch (error) {
        // Node's HTTP client refuses to send a few of these (such as a control character in a
        // header); the server never saw them.
        if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_')) continue;
        throw error;
      }
      const replay = `#${n} ${method} ${path.slice(0, 120)} ${JSON.stringify(headers).slice(0, 300)}`;
      if (answer.status >= 500 && answer.status !== 501) failures.push(`${answer.status} ← ${replay}`);
      else if (STACK_OR_PATH.test(answer.body) && !answer.headers['content-type']?.startsWith('text/html') && !answer.headers['content-type']?.includes('xml')) failures.push(`leaks "${STACK_OR_PATH.exec(answer.body)?.[0]}" ← ${replay}`);
      else if (answer.status >= 400 && STACK_OR_PATH.test(answer.body)) failures.push(`error page leaks "${STACK_OR_PATH.exec(answer.body)?.[0]}" ← ${replay}`);
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(serverFaults.mock.calls.map((call) => String(call[0]).slice(0, 200)), `seed ${SEED}`).toEqual([]);
    serverFaults.mockRestore();
  });
});
