// Changing what signs an admin in asks for proof in the same request, on SQLite and (with
// TEST_MYSQL_URL) MySQL: setting up two-step sign-in needs the password, renewing the recovery codes
// and removing the factor need a current code; a set-up left pending from before the account got a
// factor elsewhere is void; a set-up or renewal ends the account's other sessions and half-done
// sign-ins, is audited with the browser and network it came from, and is emailed to the admin when
// the account has an address; two set-ups confirmed at once answer one 200 and one 409; and the
// last sign-in moves only when the sign-in completes.
import { resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminSecondFactor, AdminUser, AuditEvent } from '../../entities/index.js';
import { createApp } from '../../server/app.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { buildDir } from '../../server/config/build-dir.js';
import { ADMIN_PASSWORD, cookieHeader } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

const STEP_MS = 30_000;
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
let lastIp = 0;
const newIp = () => `192.0.2.${++lastIp}`;
const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/** Cookies of an answer merged over the ones sent (a browser's jar, by cookie name). */
const jar = (sent: string, setCookie: string[] | string | undefined) => {
  const cookies = new Map(sent ? sent.split('; ').map((c) => [c.split('=')[0], c] as const) : []);
  for (const c of cookieHeader(setCookie).split('; ').filter(Boolean)) cookies.set(c.split('=')[0], c);
  return [...cookies.values()].join('; ');
};

describe.each(testDatabases('step_up'))('changing the second factor on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let requiring: ReturnType<typeof createApp>;
  let mail: SmtpInbox;
  const api = (app = ctx.app) => request(app.callback());
  const post = (path: string, cookie: string, body?: object, app = ctx.app) => {
    const req = api(app)
      .post(path)
      .set({ Origin: TEST_SITE_URL, Cookie: cookie, 'X-Forwarded-For': '192.0.2.200', 'User-Agent': FIREFOX_ON_LINUX });
    return body ? req.send(body) : req;
  };
  const check = (cookie: string, app = ctx.app) => api(app).get('/api/auth/check').set('Cookie', cookie);
  const audited = async (actor: string) =>
    (await ctx.db.getRepository(AuditEvent).find({ where: { actor, action: 'second-factor-change' } })).map(
      (row) => row.detail,
    );

  /** The password step from a fresh browser: the session it started and the answer. */
  async function password(username: string, app = ctx.app, cookie = '') {
    const res = await api(app)
      .post('/api/auth/login')
      .set({ Origin: TEST_SITE_URL, 'X-Forwarded-For': newIp(), Cookie: cookie })
      .send({ username, password: ADMIN_PASSWORD });
    expect(res.status, res.text).toBe(200);
    return { res, cookie: jar(cookie, res.headers['set-cookie']) };
  }

  /** Sets up an authenticator in the session `cookie`; answers its secret and recovery codes. */
  async function setUp(cookie: string, app = ctx.app) {
    const started = await post('/api/auth/second-factor/enrolment', cookie, undefined, app);
    expect(started.status, started.text).toBe(200);
    const secret = started.body.secret as string;
    const confirmed = await post(
      '/api/auth/second-factor/enrolment/confirm',
      cookie,
      { code: codeAt(secret, Date.now()), password: ADMIN_PASSWORD },
      app,
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    vi.setSystemTime(Date.now() + STEP_MS);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], confirmed };
  }

  beforeAll(async () => {
    mail = await startSmtpInbox();
    ctx = await startTestApp(await database.url(), {
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEAD_NOTIFY_TO: 'sales@site.test',
    });
    requiring = createApp({
      config: { ...ctx.config, requireSecondFactor: true },
      db: ctx.db,
      clientDir: resolve(buildDir, 'client'),
    });
    for (const name of ['rana', 'sami', 'tala', 'umar', 'wafa', 'yara', 'zaid'])
      await createAdmin(ctx.db, name, ADMIN_PASSWORD);
  });
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
  afterAll(async () => {
    vi.useRealTimers();
    await ctx?.close();
    await mail?.stop();
  });
  afterEach(() => vi.setSystemTime(Date.now() + 2 * STEP_MS));

  it('a set-up left pending before the admin set one up elsewhere is void: it cannot replace their authenticator', async () => {
    // Someone with the password stops at the set-up step and starts it with their own phone.
    const stale = await password('rana', requiring);
    expect(stale.res.body).toEqual({ secondFactor: 'enrol' });
    const theirs = await post('/api/auth/second-factor/enrolment', stale.cookie, undefined, requiring);
    expect(theirs.status).toBe(200);
    // Meanwhile the admin signs in and sets up their own authenticator.
    const own = await password('rana', requiring);
    const { secret } = await setUp(own.cookie, requiring);

    const late = await post(
      '/api/auth/second-factor/enrolment/confirm',
      stale.cookie,
      { code: codeAt(theirs.body.secret, Date.now()), password: ADMIN_PASSWORD },
      requiring,
    );
    expect(late.status).toBe(409);
    expect((await post('/api/auth/second-factor/enrolment', stale.cookie, undefined, requiring)).status).not.toBe(200);
    // The admin's authenticator still signs them in.
    const next = await password('rana', requiring);
    expect(next.res.body).toEqual({ secondFactor: 'verify' });
    const code = await post('/api/auth/second-factor', next.cookie, { code: codeAt(secret, Date.now()) }, requiring);
    expect(code.status).toBe(200);
  });

  it('setting up needs the password in the same request: missing is 400, wrong is 401, each naming the field', async () => {
    const { cookie } = await password('sami');
    const started = await post('/api/auth/second-factor/enrolment', cookie);
    const code = codeAt(started.body.secret, Date.now());
    const missing = await post('/api/auth/second-factor/enrolment/confirm', cookie, { code });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['password']);
    const wrong = await post('/api/auth/second-factor/enrolment/confirm', cookie, {
      code,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(Object.keys(wrong.body.fields)).toEqual(['password']);
    expect(await ctx.db.getRepository(AdminSecondFactor).countBy({})).toBe(1);
  });

  it('renewing the recovery codes needs a current code: missing is 400, wrong is 401, each naming the code', async () => {
    const { cookie } = await password('tala');
    const { secret, recoveryCodes } = await setUp(cookie);
    const missing = await post('/api/auth/second-factor/recovery-codes', cookie);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['code']);
    const wrong = await post('/api/auth/second-factor/recovery-codes', cookie, { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(Object.keys(wrong.body.fields)).toEqual(['code']);
    const byApp = await post('/api/auth/second-factor/recovery-codes', cookie, { code: codeAt(secret, Date.now()) });
    expect(byApp.status).toBe(200);
    expect(byApp.body.recoveryCodes).toHaveLength(10);
    // A recovery code proves it too (one of the new ones: the old ones stopped working).
    const stale = await post('/api/auth/second-factor/recovery-codes', cookie, { code: recoveryCodes[0] });
    expect(stale.status).toBe(401);
    const byCode = await post('/api/auth/second-factor/recovery-codes', cookie, { code: byApp.body.recoveryCodes[0] });
    expect(byCode.status).toBe(200);
  });

  it('a set-up or a renewal ends the other sessions and the half-done sign-ins of the account, and says where it came from', async () => {
    const here = (await password('umar')).cookie;
    const elsewhere = (await password('umar')).cookie;
    const halfDone = (await password('umar', requiring)).cookie;
    const { secret } = await setUp(here);
    expect((await check(here)).status).toBe(200);
    expect((await check(elsewhere)).status).toBe(401);
    expect((await api(requiring).get('/api/auth/second-factor').set('Cookie', halfDone)).status).toBe(401);

    const other = (await password('umar')).cookie;
    const verified = await post('/api/auth/second-factor', other, { code: codeAt(secret, Date.now()) });
    expect(verified.status).toBe(200);
    const signedInOther = jar(other, verified.headers['set-cookie']);
    expect((await check(signedInOther)).status).toBe(200);
    vi.setSystemTime(Date.now() + STEP_MS);
    const pending = (await password('umar')).cookie;
    const renewed = await post('/api/auth/second-factor/recovery-codes', here, { code: codeAt(secret, Date.now()) });
    expect(renewed.status).toBe(200);
    expect((await check(here)).status).toBe(200);
    expect((await check(signedInOther)).status).toBe(401);
    vi.setSystemTime(Date.now() + STEP_MS);
    const late = await post('/api/auth/second-factor', pending, { code: codeAt(secret, Date.now()) });
    expect(late.status).toBe(401);

    const lines = await audited('umar');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain('Firefox on Linux, network 192.0.2.0/24');
  });

  it('removing one’s own factor needs a current code, and is refused where two-step sign-in is required', async () => {
    const { cookie } = await password('wafa');
    const { secret } = await setUp(cookie);
    // The settings say whether the site requires two-step sign-in, so a screen offers removal only where it is allowed.
    expect((await api().get('/api/auth/second-factor').set('Cookie', cookie)).body.required).toBe(false);
    expect((await api(requiring).get('/api/auth/second-factor').set('Cookie', cookie)).body.required).toBe(true);
    expect((await post('/api/auth/second-factor/removal', cookie, {})).status).toBe(400);
    expect((await post('/api/auth/second-factor/removal', cookie, { code: '000000' })).status).toBe(401);
    const required = await post(
      '/api/auth/second-factor/removal',
      cookie,
      { code: codeAt(secret, Date.now()) },
      requiring,
    );
    expect(required.status).toBe(409);
    vi.setSystemTime(Date.now() + STEP_MS);
    const removed = await post('/api/auth/second-factor/removal', cookie, { code: codeAt(secret, Date.now()) });
    expect(removed.status).toBe(204);
    expect((await password('wafa')).res.body).toMatchObject({ username: 'wafa' });
    expect(await audited('wafa')).toEqual([
      expect.stringMatching(/^Set up two-step sign-in/),
      expect.stringMatching(/^Removed their two-step sign-in/),
    ]);
  });

  it('emails the admin about a set-up when the account has an address', async () => {
    await ctx.db.getRepository(AdminUser).update({ username: 'yara' }, { email: 'yara@example.com', locale: 'ar' });
    const { cookie } = await password('yara');
    await setUp(cookie);
    await vi.waitFor(
      () => expect(mail.messages.some((m) => m.to && JSON.stringify(m.to).includes('yara@'))).toBe(true),
      {
        timeout: 10_000,
      },
    );
    const message = mail.messages.find((m) => JSON.stringify(m.to).includes('yara@'))!;
    expect(message.html).toContain('<div dir="rtl" lang="ar">');
    expect(message.text).toContain('192.0.2.0/24');
  });

  it('two set-ups confirmed at once answer one 200 and one 409', async () => {
    const one = (await password('zaid')).cookie;
    const two = (await password('zaid')).cookie;
    const [a, b] = await Promise.all(
      [one, two].map((cookie) =>
        post('/api/auth/second-factor/enrolment', cookie).then((res) => res.body.secret as string),
      ),
    );
    const answers = await Promise.all(
      [
        [one, a],
        [two, b],
      ].map(([cookie, secret]) =>
        post('/api/auth/second-factor/enrolment/confirm', cookie!, {
          code: codeAt(secret!, Date.now()),
          password: ADMIN_PASSWORD,
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('moves the last sign-in only when the second step is done', async () => {
    await createAdmin(ctx.db, 'lina', ADMIN_PASSWORD);
    const { cookie } = await password('lina');
    const { secret } = await setUp(cookie);
    const lastSignIn = async () =>
      (await ctx.db.getRepository(AdminUser).findOneByOrFail({ username: 'lina' })).lastLoginAt?.getTime();
    const before = await lastSignIn();
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const pending = await password('lina');
    expect(await lastSignIn()).toBe(before);
    expect((await post('/api/auth/second-factor', pending.cookie, { code: codeAt(secret, Date.now()) })).status).toBe(
      200,
    );
    expect(await lastSignIn()).toBeGreaterThan(before! + 4 * 60_000);
  });
});
