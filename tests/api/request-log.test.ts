// What the operator's log holds: one JSON line per request with an id the client also gets back,
// the method, path, route, status and duration, and nothing a visitor or an admin would not want
// written down: no bodies, passwords, cookies, session ids or client addresses.
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { buildDir } from '../../server/config/build-dir.js';
import { parseConfig } from '../../server/config/config.js';
import { openDatabase } from '../../server/database/db.js';
import { createLogger } from '../../server/logging/logger.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { ADMIN_PASSWORD, cookieHeader } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

describe('request log', () => {
  const lines: string[] = [];
  let app: ReturnType<typeof createApp>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const url = await testDatabases('request-log')[0].url();
    const started = await startTestApp(url); // loads the build and migrates
    await started.close();
    const config = parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SITE_URL: TEST_SITE_URL,
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
      TRUST_PROXY: '1',
    });
    const db = await openDatabase(url);
    await createAdmin(db, 'owner', ADMIN_PASSWORD);
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
        done()
      ),
    });
    app = createApp({ config, db, clientDir: resolve(buildDir, 'client'), logger: createLogger(sink) });
    close = () => db.destroy();
  });
  afterAll(async () => close?.());

  it('writes one JSON line per request, with the id it sends back, and nothing private', async () => {
    const agent = () => request(app.callback());
    const page = await agent().get('/about?utm_source=mail').set('X-Forwarded-For', '203.0.113.77');
    const lead = await agent()
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', '203.0.113.77')
      .send({
        name: 'Private Person',
        phone: '+966 50 765 4321',
        email: 'private@example.com',
        ...POPUP_LEAD_FIELDS,
        ...HUMAN_FILL,
      });
    const login = await agent()
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', '203.0.113.77')
      .send({ username: 'owner', password: ADMIN_PASSWORD });
    const cookie = cookieHeader(login.headers['set-cookie']);
    const inbox = await agent()
      .get('/api/admin/leads')
      .set('Cookie', cookie)
      .set('X-Request-Id', 'nginx-0123456789abcdef');
    expect([page.status, lead.status, login.status, inbox.status]).toEqual([200, 201, 200, 200]);

    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => entry.reqId)).toEqual(
      [page, lead, login, inbox].map((res) => res.headers['x-request-id']),
    );
    expect(entries[3].reqId).toBe('nginx-0123456789abcdef');
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/about', status: 200, level: 30 });
    expect(entries[1]).toMatchObject({
      method: 'POST',
      path: '/api/contact-submissions',
      route: '/api/contact-submissions',
      status: 201,
    });
    expect(entries[3]).toMatchObject({ route: '/api/admin/leads', status: 200 });
    for (const entry of entries) expect(typeof entry.durationMs).toBe('number');
    // One client, one hash; never the address itself.
    expect(new Set(entries.slice(0, 3).map((entry) => entry.client)).size).toBe(1);

    const log = lines.join('\n');
    for (const secret of [
      '203.0.113.77',
      'Private Person',
      '765 4321',
      'private@example.com',
      ADMIN_PASSWORD,
      'utm_source',
      ...cookie.split('; ').map((pair) => pair.split('=')[1]),
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
  it('logs a method the app does not implement (PROPFIND, TRACE) as a 501 at info, not as an error', async () => {
    const from = lines.length;
    const propfind = await request(app.callback()).propfind('/');
    const trace = await request(app.callback()).trace('/api/contact-submissions');
    expect([propfind.status, trace.status]).toEqual([501, 501]);
    const logged = lines
      .slice(from)
      .map((line) => JSON.parse(line) as { level: number; method: string; status: number });
    expect(logged.map(({ level, method, status }) => ({ level, method, status }))).toEqual([
      { level: 30, method: 'PROPFIND', status: 501 },
      { level: 30, method: 'TRACE', status: 501 },
    ]);
  });
});

describe('the request id', () => {
  const started: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of started) await close();
  });

  async function appTrusting(trustProxy: string) {
    const url = await testDatabases(`request-id-${trustProxy.replace(/\W/g, '')}`)[0]!.url();
    const ctx = await startTestApp(url, { TRUST_PROXY: trustProxy });
    started.push(ctx.close);
    return (id: string) => request(ctx.app.callback()).get('/healthz').set('X-Request-Id', id);
  }
  const NGINX_ID = '0123456789abcdef0123456789abcdef';

  it("is a trusted proxy's own id, when it is a sane token", async () => {
    const fromProxy = await appTrusting('127.0.0.1');
    expect((await fromProxy(NGINX_ID)).headers['x-request-id']).toBe(NGINX_ID);
    for (const insane of [
      'short',
      'x'.repeat(65),
      'has space in it',
      'evil\u00e9-0123456789',
      '<script>alert(1)</script>',
      'line\\nbreak-0123456789',
    ]) {
      const answered = (await fromProxy(insane)).headers['x-request-id'];
      expect(answered, insane).not.toBe(insane);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is never taken from a client that is not a trusted proxy: TRUST_PROXY 0, or another address', async () => {
    for (const trustProxy of ['0', '10.9.9.9']) {
      const fromClient = await appTrusting(trustProxy);
      const answered = (await fromClient(NGINX_ID)).headers['x-request-id'];
      expect(answered, trustProxy).not.toBe(NGINX_ID);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
