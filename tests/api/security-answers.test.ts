// What a client gets for requests that used to crash or mislead: refused encodings, dev-server
// paths, unmatched methods, admin OPTIONS, switcher links built from hostile paths, and answers that
// name the framework. Sent on a real socket where the exact spelling matters.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { allMatches } from '../helpers/html.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';

describe.each(testDatabases('security_answers').slice(0, 1))('security answers on $name', (database) => {
  let ctx: ListeningTestApp;
  const agent = () => request(ctx.app.callback());

  beforeAll(async () => {
    ctx = await startListeningTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it('answers 406 to a client that refuses every encoding the server can send, and serves the rest', async () => {
    for (const refusal of ['identity;q=0', '*;q=0', 'deflate, identity;q=0']) {
      const res = await agent().get('/about').set('Accept-Encoding', refusal);
      expect(res.status, refusal).toBe(406);
      expect(res.text).toMatch(/accept br, gzip or identity/);
    }
    const gzipOnly = await agent().get('/about').set('Accept-Encoding', 'gzip, identity;q=0');
    expect(gzipOnly.status).toBe(200);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  });

  it('treats development-server paths and the * request target as not found in production', async () => {
    for (const path of ['/@vite/client', '/@fs/etc/passwd', '/__vite_ping', '*']) {
      const answer = await ctx.server.send('GET', path);
      expect(answer.status, path).toBe(404);
    }
  });

  it('points the language switcher of a not-found page at the other home page, never at the typed path', async () => {
    for (const [path, home] of [
      ['/ar/%5Cevil.example', '/'],
      ['/ar/%09/evil.example', '/'],
      ['/%5Cevil.example', '/ar'],
    ] as const) {
      const answer = await ctx.server.send('GET', path);
      expect(answer.status, path).toBe(404);
      const switchLinks = allMatches(answer.body, /<a href="([^"]*)" hrefLang="(?:ar|en)"/g);
      expect(switchLinks.length, path).toBeGreaterThan(0);
      expect(new Set(switchLinks), path).toEqual(new Set([home]));
      expect(answer.body).not.toMatch(/href="\/[\\\t/]/);
      expect(answer.body).not.toMatch(/content="[^"]*evil\.example/);
    }
  });

  it('keeps redirects of doubled-slash paths on the site', async () => {
    for (const path of ['//evil.example', '///evil.example/', '/ar//evil.example']) {
      const answer = await ctx.server.send('GET', path);
      if (answer.status >= 300 && answer.status < 400) expect(answer.headers.location, path).toMatch(/^\/[^/\\]/);
      else expect(answer.status, path).toBe(404);
    }
  });

  it('says 405 Method not allowed with Allow for a known call, and 404 for an unknown one', async () => {
    const wrongMethod = await agent().put('/api/contact-submissions').set('Origin', TEST_SITE_URL).send({});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.body).toEqual({ error: 'Method not allowed' });
    const unknown = await agent().get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Not found' });
  });

  it('answers OPTIONS on an admin route without a session with 401', async () => {
    for (const path of ['/api/admin/leads', '/api/admin/leads.csv', '/api/admin/leads/1'])
      expect((await agent().options(path)).status, path).toBe(401);
  });

  it('marks every /api answer no-store: success, 400, 401, 404, 405', async () => {
    const answers = await Promise.all([
      agent().get('/api/hreflang/about'),
      agent().post('/api/contact-submissions').set('Origin', TEST_SITE_URL).send({}),
      agent().get('/api/admin/leads'),
      agent().get('/api/hreflang/nothing-here'),
      agent().get('/api/nothing-here'),
      agent().delete('/api/contact-submissions'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 400, 401, 404, 404, 405]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('names no framework or library in pages, redirects and refusals', async () => {
    const answers = await Promise.all([
      ctx.server.send('GET', '/schema-validation'),
      ctx.server.send('GET', '/%2e%2e/%2e%2e/etc/passwd'),
      ctx.server.send('GET', '/..%2f..%2fetc%2fpasswd'),
      ctx.server.send('GET', '/no-such-page'),
      ctx.server.send('GET', '/'),
    ]);
    // The sign-in redirect, three not-found pages and the home page: each the site's own answer.
    expect(answers.map((answer) => answer.status)).toEqual([302, 404, 404, 404, 200]);
    for (const answer of answers) {
      expect(answer.body).not.toMatch(/generated by Vike|Malicious Path|koa-(?:send|static|compress)|@koa\//i);
    }
  });
});
