// TRUST_PROXY as a list of proxy addresses: X-Forwarded-For counts only when the peer is one of them.
// A client reaching the app port directly cannot buy a fresh lead quota with a forged header, nor
// claim HTTPS; behind a listed proxy, the address the proxy saw is the client.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { LEAD_QUOTA } from '../../server/leads/lead-quota.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD } from '../helpers/admin.js';
import { parseConfig } from '../../server/config/config.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const lead = { name: 'Proxy Test', phone: '+966 50 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL };

describe('TRUST_PROXY with proxy addresses', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>> | undefined;
  afterEach(async () => ctx?.close());
  async function sessionCookieOverForwardedHttps(): Promise<string> {
    await createAdmin(ctx!.db, 'owner', ADMIN_PASSWORD);
    const res = await request(ctx!.app.callback())
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'owner', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    return ([res.headers['set-cookie']].flat() as string[]).find((cookie) => /^(__Host-)?sid=/.test(cookie)) ?? '';
  }
  const send = (forwardedFor: string) =>
    request(ctx!.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', forwardedFor)
      .send({ ...lead, message: `From ${forwardedFor}` });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy: forged addresses share one quota', async () => {
    // The tests connect from loopback, which is not in this list.
    ctx = await startTestApp(await testDatabases('proxy-list-direct')[0].url(), {
      TRUST_PROXY: '10.0.0.5, 192.168.10.0/24',
    });
    const statuses: number[] = [];
    for (let i = 0; i <= LEAD_QUOTA.perWindow; i++) statuses.push((await send(`203.0.113.${i + 1}`)).status);
    expect(statuses.slice(0, LEAD_QUOTA.perWindow).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Nor does a direct client get to claim it came over HTTPS: its session cookie is a plain one.
    expect(await sessionCookieOverForwardedHttps()).toMatch(/^sid=[^;]+;(?!.*secure)/i);
  });

  it('reads the client address a listed proxy reports, and not what the client wrote in front of it', async () => {
    ctx = await startTestApp(await testDatabases('proxy-list-behind')[0].url(), { TRUST_PROXY: 'loopback' });
    // Distinct clients behind the proxy each get their own quota.
    for (let i = 0; i <= LEAD_QUOTA.perWindow; i++) expect((await send(`198.51.100.${i + 1}`)).status).toBe(201);
    // One client: the proxy appends the address it saw; what the client put before it is ignored.
    for (let i = 0; i < LEAD_QUOTA.perWindow; i++) expect((await send(`10.${i}.0.1, 192.0.2.7`)).status).toBe(201);
    expect((await send('10.99.0.1, 192.0.2.7')).status).toBe(429);
    // The proxy says the visitor came over HTTPS: the session cookie is Secure and host-only.
    expect(await sessionCookieOverForwardedHttps()).toMatch(/^__Host-sid=[^;]+;.*secure/i);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses, at start', () => {
    const base = { SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema' };
    expect(() => parseConfig({ ...base, TRUST_PROXY: 'nginx.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ ...base, TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: a hop count must be 0 to 10/);
    expect(parseConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(parseConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8'],
    });
  });
});
