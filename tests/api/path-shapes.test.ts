// Paths no browser sends (malformed or overlong escapes, lone surrogates, NUL, a 10 kB path), paths
// that look like another host (//a:b, /\x) and dev-server paths in disguise (/%40vite/client) are a
// client's mistake: 4xx, never a 5xx and never a server fault in the log; where a browser asks for a
// page it gets the not-found page in its language. No redirect built from a path sends a browser to
// another host. Sent on a real socket, byte for byte.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../../locales/messages.js';
import { testDatabases } from '../helpers/databases.js';
import { capturedLog, LOG_LEVEL } from '../helpers/log-lines.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';

const REFUSED_SHAPES = [
  '//%c0%ae%c0%ae/',
  '//%c0%ae%c0%ae/x',
  '/%c0%ae%c0%ae/',
  '//a:b',
  '//x%',
  '/\\\\',
  '//[',
  '/api/hreflang//a:b',
  '/%40vite/client',
  '/@%66s/x',
  '/%5F%5Fvite_ping',
  '/@vit%65/client',
  '/%ED%A0%80',
  '/ar/%ED%A0%80',
  '/a%00b',
  '/%00',
  '/x%',
  '/%zz',
  '/%e2%82',
  `/${'a'.repeat(10_000)}`,
];

// What a browser reads as another host: two slashes, a backslash for either, and their encodings.
// eslint-disable-next-line no-control-regex -- browsers skip control characters before a URL
const OFF_SITE_LOCATION = /^[\s\u0000-\u001f]*[/\\](?:[/\\]|%2f|%5c|%252f|%255c)/i;

const pageLanguage = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];

describe.each(testDatabases('path_shapes'))('path shapes on $name', (database) => {
  let ctx: ListeningTestApp;
  const log = capturedLog();
  /** What the log holds at warn and above since the test began: a fault, a refusal by a library, a 5xx. */
  const warningsAndFaults = () => log.lines.filter((line) => line.level >= LOG_LEVEL.warn);

  beforeAll(async () => {
    ctx = await startListeningTestApp(await database.url(), {}, { logger: log.logger });
  });
  beforeEach(() => void log.lines.splice(0));
  afterAll(async () => ctx?.close());

  it('answers every malformed, host-like and disguised dev-server path with 4xx, for GET and HEAD, and logs no fault', async () => {
    const wrong: string[] = [];
    for (const path of REFUSED_SHAPES) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await ctx.server.send(method, path, { Accept: 'text/html' });
        if (answer.status < 400 || answer.status >= 500)
          wrong.push(`${method} ${path.slice(0, 40)} → ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(warningsAndFaults()).toEqual([]);
  });

  it('shows the not-found page in the visitor’s language for a path that does not decode', async () => {
    const cases = [
      { path: '//%c0%ae%c0%ae/', headers: {}, locale: 'en' },
      { path: '/ar/%c0%ae%c0%ae/', headers: {}, locale: 'ar' },
      { path: '/%ED%A0%80', headers: { 'Accept-Language': 'ar-SA,ar;q=0.9' }, locale: 'ar' },
      { path: '/\\evil.example', headers: {}, locale: 'en' },
    ] as const;
    for (const { path, headers, locale } of cases) {
      const answer = await ctx.server.send('GET', path, { Accept: 'text/html', ...headers });
      expect(answer.status, path).toBe(404);
      expect(pageLanguage(answer.body), path).toBe(locale);
      expect(answer.body, path).toContain(translator(locale)('notFound.title'));
      expect(answer.headers['content-security-policy'], path).toBeDefined();
      expect(answer.headers['cache-control'], path).toMatch(/^no-store/);
    }
  });

  it('answers such a path under /api, or from a client that wants no page, with a short 404 that is never stored', async () => {
    const api = await ctx.server.send('GET', '/api/%c0%ae%c0%ae/admin/leads');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ error: 'Not found' });
    expect(api.headers['cache-control']).toBe('no-store');
    const image = await ctx.server.send('GET', '/media/%ff.png', { Accept: 'image/png' });
    expect(image.status).toBe(404);
    expect(image.body).toBe('Not found');
    const post = await ctx.server.send(
      'POST',
      '/contact%00',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'name=x',
    );
    expect(post.status).toBe(404);
  });

  it('answers a path longer than 2,048 bytes with 414', async () => {
    const answer = await ctx.server.send('GET', `/blog/${'a'.repeat(2100)}`);
    expect(answer.status).toBe(414);
    expect((await ctx.server.send('GET', `/blog/${'a'.repeat(1500)}`)).status).toBe(404);
  });

  it('still serves well-formed encoded paths: an escaped letter, and Arabic text in a page’s query', async () => {
    const escaped = await ctx.server.send('GET', '/%61bout');
    expect(escaped.status).toBe(200);
    expect(escaped.body).toContain('<link rel="canonical" href="http://site.test/about"/>');
    expect((await ctx.server.send('GET', '/ar/contact?q=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7')).status).toBe(200);
    expect((await ctx.server.send('GET', '/about/')).headers.location).toBe('/about');
  });

  it('never answers with a Location a browser reads as another host', async () => {
    const paths = [
      '/\\evil.example/',
      '/%5Cevil.example/',
      '/%5cevil.example/',
      '/%2F%2Fevil.example/',
      '/%2F/evil.example/',
      '/\\/evil.example/',
      '/%255Cevil.example/',
      '/%252F%252Fevil.example/',
      '//evil.example/',
      '///evil.example/',
      '/ar//evil.example/',
      '/ar/\\evil.example/',
    ];
    const offSite: string[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await ctx.server.send(method, path);
        const location = answer.headers.location;
        if (location !== undefined && OFF_SITE_LOCATION.test(location))
          offSite.push(`${method} ${path} → ${answer.status} ${location}`);
        if (answer.status >= 500) offSite.push(`${method} ${path} → ${answer.status}`);
      }
    }
    expect(offSite).toEqual([]);
  });

  it('answers a request target no URL parser can read with 400, logs no fault and keeps serving', async () => {
    for (const target of ['https://[::1]:1http://x/', 'http://[/admin', 'http://a:b:c:d/']) {
      const answer = await ctx.server.send('GET', target, { Accept: 'text/html' });
      expect([answer.status, answer.body], target).toEqual([400, 'Bad request target']);
    }
    expect(warningsAndFaults()).toEqual([]);
    expect((await ctx.server.send('GET', '/about')).status).toBe(200);
  });

  it('reads an absolute-form request target as its path: no 5xx, and no redirect to the host it names', async () => {
    const home = await ctx.server.send('GET', 'HTTP://evil.example');
    expect(home.status).toBe(200);
    const slash = await ctx.server.send('GET', 'http://evil.example/about/');
    expect([slash.status, slash.headers.location]).toEqual([301, '/about']);
    const screen = await ctx.server.send('GET', 'http://evil.example/schema-validation');
    expect([screen.status, screen.headers.location]).toEqual([302, '/admin']);
    const hostLike = await ctx.server.send('GET', 'http://evil.example//a:b');
    expect(hostLike.status).toBe(404);
  });
});
