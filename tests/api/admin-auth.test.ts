// Sign-in, sessions and throttling on SQLite and (with TEST_MYSQL_URL) MySQL.
// The app trusts one proxy hop, so each test can speak from its own client address.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Session } from '../../entities/index.js';
import { createAdmin, deleteAdmin } from '../../server/accounts/admin-users.js';
import { silentLogger } from '../../server/logging/logger.js';
import { startHousekeeping } from '../../server/process/housekeeping.js';
import { ADMIN_PASSWORD, cookieHeader, login, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;
/** The device token a successful sign-in left in the browser (with its signature), as a Cookie header. */
const deviceCookie = (setCookie: string[] | string | undefined) =>
  cookieHeader(setCookie)
    .split('; ')
    .filter((c) => /^admin-device(\.sig)?=/.test(c))
    .join('; ');

describe.each(testDatabases('admin_auth'))('admin sign-in on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const check = (cookie: string) => request(ctx.app.callback()).get('/api/auth/check').set('Cookie', cookie);
  const logout = (cookie: string, origin = TEST_SITE_URL) =>
    request(ctx.app.callback()).post('/api/auth/logout').set('Origin', origin).set('Cookie', cookie);

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), { TRUST_PROXY: '1' });
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) await createAdmin(ctx.db, name, ADMIN_PASSWORD);
  });
  afterAll(async () => ctx?.close());
  afterEach(() => vi.useRealTimers());

  it('signs in with a session cookie that is httpOnly and SameSite=Lax, and check answers the username and role', async () => {
    const res = await login(ctx.app, 'Alice', ADMIN_PASSWORD, newIp());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'alice', warnings: [] });
    const sid = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='));
    expect(sid).toMatch(/httponly/i);
    expect(sid).toMatch(/samesite=lax/i);
    expect(sid).not.toMatch(/secure/i);
    const checked = await check(cookieHeader(res.headers['set-cookie']));
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ username: 'alice', role: 'owner' });
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await login(ctx.app, 'nobody', ADMIN_PASSWORD, newIp());
    const wrong = await login(ctx.app, 'alice', 'not-the-password', newIp());
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'Invalid username or password' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await request(ctx.app.callback()).post('/api/auth/login').set('Origin', TEST_SITE_URL).send({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['password', 'username']);
  });

  it('answers 401 to check without a session', async () => {
    expect((await request(ctx.app.callback()).get('/api/auth/check')).status).toBe(401);
  });

  it('gives a new session id at each sign-in; the previous cookie stops working', async () => {
    const first = await sessionCookie(ctx.app, 'alice', newIp());
    const again = await request(ctx.app.callback())
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_URL)
      .set('Cookie', first)
      .send({ username: 'alice', password: ADMIN_PASSWORD });
    const second = cookieHeader(again.headers['set-cookie']);
    expect(again.status).toBe(200);
    expect(second).not.toBe(first);
    expect((await check(first)).status).toBe(401);
    expect((await check(second)).status).toBe(200);
  });

  it('ends the session on the server at logout: the old cookie gets 401 at once', async () => {
    const cookie = await sessionCookie(ctx.app, 'bob', newIp());
    const res = await logout(cookie);
    expect(res.status).toBe(204);
    expect((await check(cookie)).status).toBe(401);
    expect(await ctx.db.getRepository(Session).countBy({ username: 'bob' })).toBe(0);
    expect((await request(ctx.app.callback()).post('/api/auth/logout').set('Origin', TEST_SITE_URL)).status).toBe(204);
  });

  it('refuses state-changing calls from a foreign or missing Origin and non-JSON bodies with 403', async () => {
    const cookie = await sessionCookie(ctx.app, 'carol', newIp());
    expect((await logout(cookie, 'https://evil.example')).status).toBe(403);
    expect((await request(ctx.app.callback()).post('/api/auth/logout').set('Cookie', cookie)).status).toBe(403);
    const form = await request(ctx.app.callback())
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send('username=carol&password=x');
    expect(form.status).toBe(403);
    const foreignLogin = await request(ctx.app.callback())
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'carol', password: ADMIN_PASSWORD });
    expect(foreignLogin.status).toBe(403);
    expect((await check(cookie)).status).toBe(200);
  });

  it('ends every session of an admin who is deleted', async () => {
    await createAdmin(ctx.db, 'temp-admin', ADMIN_PASSWORD);
    const cookie = await sessionCookie(ctx.app, 'temp-admin', newIp());
    await deleteAdmin(ctx.db, 'temp-admin');
    expect((await check(cookie)).status).toBe(401);
  });

  it('over HTTPS through the proxy, names the cookie __Host-sid, Secure for the whole host, and reads it back', async () => {
    const overHttps = (req: request.Test) =>
      req.set('X-Forwarded-Proto', 'https').set('Host', 'site.test').set('X-Forwarded-For', newIp());
    const res = await overHttps(
      request(ctx.app.callback()).post('/api/auth/login').set('Origin', 'https://site.test'),
    ).send({ username: 'dave', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const sid = cookies.find((c) => c.startsWith('__Host-sid='));
    expect(sid).toMatch(/;\s*secure/i);
    expect(sid).toMatch(/;\s*path=\/(;|$)/i);
    expect(sid).not.toMatch(/domain=/i);
    expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
    for (const name of ['__Host-admin-device=', '__Host-admin-device.sig=']) {
      const device = cookies.find((c) => c.startsWith(name));
      expect(device, name).toMatch(/;\s*secure/i);
      expect(device, name).toMatch(/;\s*path=\/(;|$)/i);
    }
    expect(
      (await overHttps(request(ctx.app.callback()).get('/api/auth/check')).set('Cookie', cookieHeader(cookies))).status,
    ).toBe(200);
  });

  it('after 5 failures on one account refuses unknown browsers (429), even with the right password, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await login(ctx.app, 'erin', 'wrong-password!', newIp())).status).toBe(401);
    const blocked = await login(ctx.app, 'erin', ADMIN_PASSWORD, newIp());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("keeps signing in the owner's browser while strangers have locked the account for unknown browsers", async () => {
    await createAdmin(ctx.db, 'frank', ADMIN_PASSWORD);
    const signedIn = await login(ctx.app, 'frank', ADMIN_PASSWORD, newIp());
    const device = deviceCookie(signedIn.headers['set-cookie']);
    expect(device).toMatch(/^admin-device=[^;]+; admin-device\.sig=/);
    for (const setCookie of (signedIn.headers['set-cookie'] as unknown as string[]).filter((c) =>
      c.startsWith('admin-device'),
    )) {
      expect(setCookie).toMatch(/;\s*httponly/i);
      expect(setCookie).toMatch(/;\s*samesite=strict/i);
      expect(setCookie).toMatch(/;\s*path=\/(;|$)/i);
      const expires = Date.parse(/expires=([^;]+)/i.exec(setCookie)![1]!);
      expect(expires - Date.now()).toBeGreaterThan(179 * 24 * 60 * 60 * 1000);
    }
    for (let i = 0; i < 8; i++) await login(ctx.app, 'frank', 'wrong-password!', newIp());
    expect((await login(ctx.app, 'frank', ADMIN_PASSWORD, newIp())).status).toBe(429);
    const withCookie = (cookie: string) =>
      request(ctx.app.callback())
        .post('/api/auth/login')
        .set('Origin', TEST_SITE_URL)
        .set('X-Forwarded-For', newIp())
        .set('Cookie', cookie)
        .send({ username: 'frank', password: ADMIN_PASSWORD });
    expect((await withCookie(device)).status).toBe(200);
  });

  it('treats a device token that was altered, lacks its signature or names another account as no token', async () => {
    await createAdmin(ctx.db, 'heidi', ADMIN_PASSWORD);
    const device = deviceCookie((await login(ctx.app, 'heidi', ADMIN_PASSWORD, newIp())).headers['set-cookie']);
    const othersDevice = deviceCookie((await login(ctx.app, 'bob', ADMIN_PASSWORD, newIp())).headers['set-cookie']);
    for (let i = 0; i < 8; i++) await login(ctx.app, 'heidi', 'wrong-password!', newIp());
    const withCookie = (cookie: string) =>
      request(ctx.app.callback())
        .post('/api/auth/login')
        .set('Origin', TEST_SITE_URL)
        .set('X-Forwarded-For', newIp())
        .set('Cookie', cookie)
        .send({ username: 'heidi', password: ADMIN_PASSWORD });
    const [value, signature] = device.split('; ') as [string, string];
    const flipLast = (text: string) => text.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = {
      'altered signature': `${value}; ${flipLast(signature)}`,
      'altered device id': `${flipLast(value)}; ${signature}`,
      'no signature': value,
      "another account's token": othersDevice,
    };
    for (const [how, cookie] of Object.entries(refused)) expect((await withCookie(cookie)).status, how).toBe(429);
    // The untouched token still signs its owner in, so the refusals above are the tampering's doing.
    expect((await withCookie(device)).status).toBe(200);
  });

  it("counts a known browser's failures against that browser alone", async () => {
    await createAdmin(ctx.db, 'grace', ADMIN_PASSWORD);
    const device = deviceCookie((await login(ctx.app, 'grace', ADMIN_PASSWORD, newIp())).headers['set-cookie']);
    const fromDevice = (password: string) =>
      request(ctx.app.callback())
        .post('/api/auth/login')
        .set('Origin', TEST_SITE_URL)
        .set('X-Forwarded-For', newIp())
        .set('Cookie', device)
        .send({ username: 'grace', password });
    for (let i = 0; i < 5; i++) expect((await fromDevice('wrong-password!')).status).toBe(401);
    expect((await fromDevice(ADMIN_PASSWORD)).status).toBe(429);
    expect((await login(ctx.app, 'grace', ADMIN_PASSWORD, newIp())).status).toBe(200);
  });

  it('after 5 failures from one address answers 429 there, but not elsewhere', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await login(ctx.app, `guess${i}`, 'wrong-password!', ip)).status).toBe(401);
    expect((await login(ctx.app, 'dave', ADMIN_PASSWORD, ip)).status).toBe(429);
    expect((await login(ctx.app, 'dave', ADMIN_PASSWORD, newIp())).status).toBe(200);
  });

  it("clears its address's failures on a correct sign-in, so the next admin in the office is not blocked", async () => {
    const office = newIp();
    for (let i = 0; i < 4; i++) expect((await login(ctx.app, `typo${i}`, 'wrong-password!', office)).status).toBe(401);
    expect((await login(ctx.app, 'alice', ADMIN_PASSWORD, office)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(ctx.app, `other${i}`, 'wrong-password!', office)).status).toBe(401);
    expect((await login(ctx.app, 'bob', ADMIN_PASSWORD, office)).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 5; i++)
      expect((await login(ctx.app, `v6guess${i}`, 'wrong-password!', `2001:db8:5:6::${i.toString(16)}`)).status).toBe(
        401,
      );
    expect((await login(ctx.app, 'carol', ADMIN_PASSWORD, '2001:db8:5:6:ffff:1:2:3')).status).toBe(429);
    expect((await login(ctx.app, 'carol', ADMIN_PASSWORD, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('stores a hash of the session id, never the id the cookie carries', async () => {
    const res = await login(ctx.app, 'alice', ADMIN_PASSWORD, newIp());
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(cookieHeader(res.headers['set-cookie']))![1]!;
    const rows = await ctx.db.getRepository(Session).findBy({ username: 'alice' });
    expect(rows.map((row) => row.id)).not.toContain(sid);
    expect(rows.map((row) => row.id)).toContain(createHash('sha256').update(sid).digest('hex'));
  });

  it('deletes expired sessions at start and on each housekeeping round', async () => {
    const sessions = ctx.db.getRepository(Session);
    await sessions.save({ id: 'expired-session-row', data: '{}', expiresAt: Date.now() - 1000, username: 'alice' });
    await sessions.save({ id: 'live-session-row', data: '{}', expiresAt: Date.now() + 60_000, username: 'alice' });
    const stop = startHousekeeping(ctx.db, 730, silentLogger);
    stop();
    await vi.waitFor(async () => expect(await sessions.existsBy({ id: 'expired-session-row' })).toBe(false));
    expect(await sessions.existsBy({ id: 'live-session-row' })).toBe(true);
  });

  it('signs out after 2 hours idle', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const cookie = await sessionCookie(ctx.app, 'alice', newIp());
    vi.setSystemTime(Date.now() + 110 * 60_000);
    expect((await check(cookie)).status).toBe(200);
    vi.setSystemTime(Date.now() + 125 * 60_000);
    expect((await check(cookie)).status).toBe(401);
  });

  it('signs out 12 hours after sign-in however active the admin is', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const cookie = await sessionCookie(ctx.app, 'alice', newIp());
    for (let hour = 1; hour <= 11; hour++) {
      vi.setSystemTime(Date.now() + 60 * 60_000);
      expect((await check(cookie)).status).toBe(200);
    }
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await check(cookie)).status).toBe(401);
  });
});
