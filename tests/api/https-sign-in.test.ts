// With an https:// SITE_URL the admin's cookies must be Secure and __Host- named. The server speaks
// plain HTTP and learns of the visitor's HTTPS only from a trusted proxy, so a sign-in it sees as
// plain HTTP is refused with the reason (403), no cookie given; through a trusted proxy that says
// HTTPS it signs in with a Secure __Host-sid. On SQLite and MariaDB.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, cookieHeader } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const HTTPS_SITE = 'https://site.test';

describe.each(testDatabases('https_sign_in'))('sign-in on an https:// site on $name', (database) => {
  const apps: Array<Awaited<ReturnType<typeof startTestApp>>> = [];
  let url: string;
  const start = async (env: Record<string, string>) => {
    const app = await startTestApp(url, { SITE_URL: HTTPS_SITE, ...env });
    apps.push(app);
    return app;
  };
  const signIn = (ctx: Awaited<ReturnType<typeof startTestApp>>) =>
    request(ctx.app.callback()).post('/api/auth/login').set('Origin', HTTPS_SITE).set('Host', 'site.test');

  beforeAll(async () => {
    url = await database.url();
    const first = await start({});
    await createAdmin(first.db, 'owner', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('refuses sign-in without TRUST_PROXY, saying why, with no cookie and no session', async () => {
    const ctx = apps[0]!;
    // A client's own X-Forwarded-Proto counts for nothing without a trusted proxy.
    for (const claimed of [undefined, 'https']) {
      const req = signIn(ctx);
      if (claimed) req.set('X-Forwarded-Proto', claimed);
      const res = await req.send({ username: 'owner', password: ADMIN_PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/^Sign-in needs HTTPS/);
      expect(res.body.error).toContain('TRUST_PROXY');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await ctx.db.getRepository(AuditEvent).countBy({ action: 'sign-in' })).toBe(0);
  });

  it('signs in with a Secure __Host-sid through a trusted proxy that says HTTPS, and refuses its plain HTTP', async () => {
    const ctx = await start({ TRUST_PROXY: '127.0.0.1' });
    const plain = await signIn(ctx)
      .set('X-Forwarded-Proto', 'http')
      .send({ username: 'owner', password: ADMIN_PASSWORD });
    expect(plain.status).toBe(403);
    const res = await signIn(ctx)
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'owner', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((cookie) => cookie.startsWith('__Host-sid='))).toMatch(/;\s*secure/i);
    expect(cookies.some((cookie) => cookie.startsWith('sid='))).toBe(false);
    const check = await request(ctx.app.callback())
      .get('/api/auth/check')
      .set('Host', 'site.test')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookieHeader(cookies));
    expect(check.status).toBe(200);
  });
});
