// Two-step sign-in on SQLite and (with TEST_MYSQL_URL) MySQL: setting up an authenticator (codes
// computed here from the secret the server shows, as an app would), the pending session between the
// password and the code reaching nothing of the admin, the code's throttle, replay and recovery-code
// rules, ADMIN_REQUIRE_2FA taking a factorless admin to the set-up, and the CLI's reset.
import { resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditEvent } from '../../entities/index.js';
import { adminRouteTable } from '../../server/routes/route-table.js';
import { createApp } from '../../server/app.js';
import { createAdmin, setAdminPassword } from '../../server/accounts/admin-users.js';
import { resetSecondFactorOf } from '../../server/accounts/second-factor-reset.js';
import { buildDir } from '../../server/config/build-dir.js';
import { parseConfig } from '../../server/config/config.js';
import { ADMIN_PASSWORD, cookieHeader } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const STEP_MS = 30_000;
let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;
const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/** Cookies of an answer merged over the ones sent (a browser's jar, by cookie name). */
const jar = (sent: string, setCookie: string[] | string | undefined) => {
  const cookies = new Map(sent ? sent.split('; ').map((c) => [c.split('=')[0], c] as const) : []);
  for (const c of cookieHeader(setCookie).split('; ').filter(Boolean)) cookies.set(c.split('=')[0], c);
  return [...cookies.values()].join('; ');
};

describe.each(testDatabases('second_factor'))('two-step sign-in on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let requiring: ReturnType<typeof createApp>;
  let databaseUrl: string;
  const api = (app = ctx.app) => request(app.callback());
  const post = (path: string, cookie: string, body?: object, ip = newIp(), app = ctx.app) => {
    const req = api(app).post(path).set('Origin', TEST_SITE_URL).set('Cookie', cookie).set('X-Forwarded-For', ip);
    return body ? req.send(body) : req;
  };
  const secrets = new Map<string, string>();
  const recoveryCodes = new Map<string, string[]>();

  /** Password step from a fresh browser: the cookie of the session it started and the answer. */
  async function password(username: string, app = ctx.app, cookie = '', ip = newIp()) {
    const res = await request(app.callback())
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookie)
      .send({ username, password: ADMIN_PASSWORD });
    return { res, cookie: jar(cookie, res.headers['set-cookie']) };
  }

  /** A signed-in admin sets up an authenticator; the clock then moves past the confirming code's step. */
  async function enrol(username: string) {
    const { cookie } = await password(username);
    const started = await post('/api/auth/second-factor/enrolment', cookie);
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    const confirmed = await post('/api/auth/second-factor/enrolment/confirm', cookie, {
      code: codeAt(secret, Date.now()),
      password: ADMIN_PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    secrets.set(username, secret);
    recoveryCodes.set(username, confirmed.body.recoveryCodes as string[]);
    vi.setSystemTime(Date.now() + STEP_MS);
    return { started, confirmed, cookie };
  }

  beforeAll(async () => {
    databaseUrl = await database.url();
    ctx = await startTestApp(databaseUrl, { TRUST_PROXY: '1' });
    requiring = createApp({
      config: { ...ctx.config, requireSecondFactor: true },
      db: ctx.db,
      clientDir: resolve(buildDir, 'client'),
    });
    for (const name of ['amal', 'badr', 'cyrus', 'dana', 'eman', 'faris', 'ghada', 'hana', 'idris', 'kamal'])
      await createAdmin(ctx.db, name, ADMIN_PASSWORD);
    await createAdmin(ctx.db, 'jana', ADMIN_PASSWORD, 'sales');
  });
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
  afterAll(async () => {
    vi.useRealTimers();
    await ctx?.close();
  });
  afterEach(() => vi.setSystemTime(Date.now() + 2 * STEP_MS));

  it('sets up an authenticator from a QR code or the secret, refuses a wrong first code, and shows ten recovery codes', async () => {
    const { cookie } = await password('amal');
    const started = await post('/api/auth/second-factor/enrolment', cookie);
    expect(started.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.uri).toContain(`secret=${started.body.secret}`);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/[^?]*amal\?/);
    const wrongCode = String((Number(codeAt(started.body.secret, Date.now())) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/auth/second-factor/enrolment/confirm', cookie, {
      code: wrongCode,
      password: ADMIN_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['code']);
    const ok = await post('/api/auth/second-factor/enrolment/confirm', cookie, {
      code: codeAt(started.body.secret, Date.now()),
      password: ADMIN_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.recoveryCodes).size).toBe(10);
    for (const code of ok.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const state = await api().get('/api/auth/second-factor').set('Cookie', cookie);
    expect(state.body).toMatchObject({ pending: null, enrolled: true, recoveryCodesLeft: 10 });
    const again = await post('/api/auth/second-factor/enrolment', cookie);
    expect(again.status).toBe(409);
    expect(await ctx.db.getRepository(AuditEvent).countBy({ actor: 'amal', action: 'second-factor-change' })).toBe(1);
  });

  it('after the password alone, the session reaches no admin route, no session check and no admin screen', async () => {
    await enrol('badr');
    const { res, cookie } = await password('badr');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ secondFactor: 'verify' });
    expect(res.headers['set-cookie']?.toString()).not.toContain('admin-device');
    // Every admin route the app holds, as the role check declares them.
    const routes = adminRouteTable(ctx.app).flatMap((route) =>
      route.methods.map((method) => [method, route.path.replace(/:\w+/g, '1')] as const),
    );
    expect(routes.length).toBeGreaterThan(5);
    for (const [method, path] of [...routes, ['GET', '/api/auth/check'] as const]) {
      const call = api()[method.toLowerCase() as 'get'](path);
      const answer = await call.set('Origin', TEST_SITE_URL).set('Cookie', cookie);
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    const screen = await api().get('/admin/index.pageContext.json').set('Cookie', cookie);
    expect(screen.text).toContain('"username":null');
    const seoCheck = await api().get('/schema-validation').set('Cookie', cookie);
    expect(seoCheck.status).toBe(302);
    expect(seoCheck.headers.location).toBe('/admin');
    expect((await api().get('/api/auth/second-factor').set('Cookie', cookie)).body).toEqual({
      pending: 'verify',
      username: 'badr',
    });
    expect((await post('/api/auth/second-factor/enrolment', cookie)).status).toBe(409);
    expect((await post('/api/auth/logout', cookie)).status).toBe(204);
    expect((await api().get('/api/auth/second-factor').set('Cookie', cookie)).status).toBe(401);
  });

  it('signs in with the code under a new session id, and refuses the same code again', async () => {
    const { cookie } = await password('badr');
    const code = codeAt(secrets.get('badr')!, Date.now());
    const res = await post('/api/auth/second-factor', cookie, { code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'badr', recoveryCodesLeft: 10 });
    const signedIn = jar(cookie, res.headers['set-cookie']);
    expect(signedIn).not.toBe(cookie);
    expect((await api().get('/api/auth/check').set('Cookie', cookie)).status).toBe(401);
    expect((await api().get('/api/auth/check').set('Cookie', signedIn)).body).toEqual({
      username: 'badr',
      role: 'owner',
    });
    expect(await ctx.db.getRepository(AuditEvent).countBy({ actor: 'badr', action: 'second-factor' })).toBe(1);

    const replay = await password('badr');
    const refused = await post('/api/auth/second-factor', replay.cookie, { code });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Invalid or already used code', code: 'invalid-code' });
    // An older code inside the window is refused too, and the next step's code still works.
    const older = codeAt(secrets.get('badr')!, Date.now() - STEP_MS);
    expect((await post('/api/auth/second-factor', replay.cookie, { code: older })).status).toBe(401);
    const next = codeAt(secrets.get('badr')!, Date.now() + STEP_MS);
    expect((await post('/api/auth/second-factor', replay.cookie, { code: next })).status).toBe(200);
  });

  it('takes a recovery code once and never again, and audits its use', async () => {
    await enrol('cyrus');
    const [first] = recoveryCodes.get('cyrus')!;
    const one = await password('cyrus');
    const used = await post('/api/auth/second-factor', one.cookie, { code: first!.toUpperCase().replace('-', ' ') });
    expect(used.status).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(9);
    const two = await password('cyrus');
    expect((await post('/api/auth/second-factor', two.cookie, { code: first })).status).toBe(401);
    const audit = await ctx.db.getRepository(AuditEvent).findOneBy({ actor: 'cyrus', action: 'recovery-code' });
    expect(audit?.detail).toBe('9 recovery codes left');
  });

  it('renews the recovery codes on demand; the old ones stop working', async () => {
    const { cookie } = await enrol('dana');
    const old = recoveryCodes.get('dana')!;
    const renewed = await post('/api/auth/second-factor/recovery-codes', cookie, {
      code: codeAt(secrets.get('dana')!, Date.now()),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const pending = await password('dana');
    expect((await post('/api/auth/second-factor', pending.cookie, { code: old[0] })).status).toBe(401);
    expect(
      (await post('/api/auth/second-factor', pending.cookie, { code: renewed.body.recoveryCodes[0] })).status,
    ).toBe(200);
  });

  it('throttles wrong codes per account from unknown browsers, while a browser that signed in before keeps working', async () => {
    await enrol('eman');
    // A browser that completed a sign-in before carries its device cookie.
    const known = await password('eman');
    const signedIn = await post('/api/auth/second-factor', known.cookie, {
      code: codeAt(secrets.get('eman')!, Date.now()),
    });
    const device = jar('', signedIn.headers['set-cookie'])
      .split('; ')
      .filter((c) => /^admin-device(\.sig)?=/.test(c))
      .join('; ');
    expect(device).toContain('admin-device=');
    vi.setSystemTime(Date.now() + STEP_MS);

    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      const stranger = await password('eman'); // a new browser and address each time
      answers.push((await post('/api/auth/second-factor', stranger.cookie, { code: '000000' })).status);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual([429, 429]);
    const blocked = await password('eman');
    const good = codeAt(secrets.get('eman')!, Date.now());
    const refused = await post('/api/auth/second-factor', blocked.cookie, { code: good });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await password('eman', ctx.app, device);
    expect((await post('/api/auth/second-factor', owner.cookie, { code: good })).status).toBe(200);
  });

  it('with ADMIN_REQUIRE_2FA, takes an admin without a second factor to the set-up and nowhere else', async () => {
    const { res, cookie } = await password('faris', requiring);
    expect(res.body).toEqual({ secondFactor: 'enrol' });
    expect((await api(requiring).get('/api/admin/leads').set('Cookie', cookie)).status).toBe(401);
    expect((await api(requiring).get('/api/auth/check').set('Cookie', cookie)).status).toBe(401);
    expect((await post('/api/auth/second-factor', cookie, { code: '123456' }, newIp(), requiring)).status).toBe(409);
    const started = await post('/api/auth/second-factor/enrolment', cookie, undefined, newIp(), requiring);
    const confirmed = await post(
      '/api/auth/second-factor/enrolment/confirm',
      cookie,
      { code: codeAt(started.body.secret, Date.now()), password: ADMIN_PASSWORD },
      newIp(),
      requiring,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    const signedIn = jar(cookie, confirmed.headers['set-cookie']);
    expect((await api(requiring).get('/api/auth/check').set('Cookie', signedIn)).body).toEqual({
      username: 'faris',
      role: 'owner',
    });
    // Next time, the code is asked for.
    expect((await password('faris', requiring)).res.body).toEqual({ secondFactor: 'verify' });
  });

  it('the reset the CLI runs removes the second factor and ends the sessions; the password alone signs in again', async () => {
    const { cookie } = await enrol('ghada');
    expect((await api().get('/api/auth/check').set('Cookie', cookie)).status).toBe(200);
    // The command line as a process: tests/system/admin-cli.test.ts.
    expect(await resetSecondFactorOf(ctx.db, 'Ghada')).toBe('ghada');
    expect((await api().get('/api/auth/check').set('Cookie', cookie)).status).toBe(401);
    const again = await password('ghada');
    expect(again.res.body).toMatchObject({ username: 'ghada' });
    expect(await ctx.db.getRepository(AuditEvent).countBy({ actor: 'cli', action: 'second-factor-change' })).toBe(1);
    await expect(resetSecondFactorOf(ctx.db, 'nobody')).rejects.toThrow('No admin named "nobody"');
  });

  it("an owner resets another admin's second factor from the browser; a sales admin may not", async () => {
    await enrol('hana');
    const sales = (await password('jana')).cookie;
    const path = '/api/admin/accounts/hana/second-factor/reset';
    expect((await post(path, sales)).status).toBe(403);
    expect((await password('hana')).res.body).toEqual({ secondFactor: 'verify' });
    const owner = (await password('idris')).cookie;
    expect((await post(path, owner)).status).toBe(204);
    expect((await password('hana')).res.body).toMatchObject({ username: 'hana' });
    const audit = await ctx.db.getRepository(AuditEvent).findOneBy({ actor: 'idris', action: 'second-factor-change' });
    expect(audit?.detail).toBe('Removed the two-step sign-in of hana');
    expect((await post('/api/admin/accounts/nobody/second-factor/reset', owner)).status).toBe(404);
  });

  it('ends a half-done sign-in when the password changes before the code is typed', async () => {
    await enrol('kamal');
    const { cookie } = await password('kamal');
    await setAdminPassword(ctx.db, 'kamal', 'A-new-and-different-password-58');
    const code = codeAt(secrets.get('kamal')!, Date.now());
    const res = await post('/api/auth/second-factor', cookie, { code });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Not signed in', code: 'not-signed-in' });
  });

  it('answers 400 naming the code when it is missing', async () => {
    const { cookie } = await password('badr');
    const res = await post('/api/auth/second-factor', cookie, {});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['code']);
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  const base = { SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema' };
  it('is on in production and off elsewhere unless set, and takes 0, 1, true or false', () => {
    expect(parseConfig({ ...base, NODE_ENV: 'production' }).requireSecondFactor).toBe(true);
    expect(parseConfig({ ...base, NODE_ENV: 'development' }).requireSecondFactor).toBe(false);
    expect(parseConfig({ ...base, NODE_ENV: 'test' }).requireSecondFactor).toBe(false);
    expect(parseConfig({ ...base, NODE_ENV: 'production', ADMIN_REQUIRE_2FA: '0' }).requireSecondFactor).toBe(false);
    expect(parseConfig({ ...base, NODE_ENV: 'production', ADMIN_REQUIRE_2FA: 'false' }).requireSecondFactor).toBe(
      false,
    );
    expect(parseConfig({ ...base, ADMIN_REQUIRE_2FA: '1' }).requireSecondFactor).toBe(true);
    expect(parseConfig({ ...base, ADMIN_REQUIRE_2FA: 'true' }).requireSecondFactor).toBe(true);
  });

  it('stops the server on any other value, naming the variable', () => {
    expect(() => parseConfig({ ...base, ADMIN_REQUIRE_2FA: 'yes' })).toThrow(
      /ADMIN_REQUIRE_2FA: must be 0, 1, true or false/,
    );
  });
});
