// Accounts managed in the browser: an owner invites an admin and makes reset links (one use, 24 hours);
// disables, enables and changes roles, never leaving the company without an owner; every admin sees
// and ends their own sessions and changes their own password, which ends their other sessions; the
// same password rules hold for the browser and the command line; every change is audited.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLink, AdminUser, AuditEvent, Session } from '../../entities/index.js';
import { AdminError, createAdmin, deleteAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, cookieHeader, login, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(testDatabases('admin_accounts'))('admin accounts on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const http = () => request(ctx.app.callback());
  const send = (method: 'post' | 'put', url: string, cookie: string, body?: object) => {
    const req = http()[method](url).set({ Cookie: cookie, Origin: TEST_SITE_URL });
    return body ? req.send(body) : req;
  };
  const check = (cookie: string) => http().get('/api/auth/check').set('Cookie', cookie);
  const tokenOf = (link: string) => new URL(link).searchParams.get('welcome')!;
  const signIn = async (username: string, password: string, userAgent = CHROME_ON_WINDOWS, ip = '203.0.113.45') => {
    const res = await http()
      .post('/api/auth/login')
      .set({ Origin: TEST_SITE_URL, 'User-Agent': userAgent, 'X-Forwarded-For': ip })
      .send({ username, password });
    expect(res.status, res.text).toBe(200);
    return cookieHeader(res.headers['set-cookie']);
  };
  const audited = async (action: string) =>
    (await ctx.db.getRepository(AuditEvent).find({ where: { action: action as never } })).map(
      (row) => `${row.actor}: ${row.detail}`,
    );
  let owner: string;
  let mail: SmtpInbox;
  let databaseUrl: string;

  beforeAll(async () => {
    mail = await startSmtpInbox();
    databaseUrl = await database.url();
    ctx = await startTestApp(databaseUrl, {
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEAD_NOTIFY_TO: 'sales@site.test',
    });
    await createAdmin(ctx.db, 'olivia', ADMIN_PASSWORD);
    owner = await sessionCookie(ctx.app, 'olivia');
  });
  afterAll(async () => {
    await ctx?.close();
    await mail?.stop();
  });

  const invite = async (username: string, role = 'sales') => {
    const res = await send('post', '/api/admin/accounts/invitations', owner, { username, role, email: '' });
    expect(res.status, res.text).toBe(201);
    return res.body.link as string;
  };
  const accept = (token: string, password: string) =>
    http().post('/api/auth/link/password').set('Origin', TEST_SITE_URL).send({ token, password });

  it('invites an admin: the link opens the welcome screen once, the password is set, and the new admin signs in', async () => {
    const link = await invite('Samir');
    expect(link).toMatch(/^http:\/\/site\.test\/admin\?welcome=[\w-]{43}$/);
    const token = tokenOf(link);
    // Only a hash of the token is stored.
    const stored = await ctx.db.getRepository(AdminLink).findOneByOrFail({ username: 'samir' });
    expect(stored.tokenHash).not.toContain(token);
    expect(await ctx.db.getRepository(AdminUser).existsBy({ username: 'samir' })).toBe(false);

    const opened = await http().post('/api/auth/link').set('Origin', TEST_SITE_URL).send({ token });
    expect(opened.body).toEqual({ purpose: 'invite', username: 'samir' });
    expect(opened.headers['cache-control']).toMatch(/no-store/);
    expect((await accept(token, 'Pearl-divers-of-Dammam-7')).status).toBe(200);
    const samir = await ctx.db.getRepository(AdminUser).findOneByOrFail({ username: 'samir' });
    expect(samir.role).toBe('sales');
    await signIn('samir', 'Pearl-divers-of-Dammam-7');

    expect(await audited('account-invite')).toEqual(['olivia: Invited samir as sales']);
    expect(await audited('account-create')).toEqual(['samir: Accepted the invitation of olivia']);
  });

  it('opens the welcome screen without a session, never stored and never sending the token on in a Referer', async () => {
    for (const path of ['/admin?welcome=some-token', '/ar/admin?welcome=some-token']) {
      const res = await http()
        .get(path)
        .set('Accept-Language', path.startsWith('/ar') ? 'ar' : 'en');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('emails the invitation in the owner’s admin language when an address is given and SMTP is set', async () => {
    await ctx.db.getRepository(AdminUser).update({ username: 'olivia' }, { locale: 'ar' });
    const res = await send('post', '/api/admin/accounts/invitations', owner, {
      username: 'huda',
      role: 'viewer',
      email: 'huda@example.com',
    });
    await ctx.db.getRepository(AdminUser).update({ username: 'olivia' }, { locale: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      emailed: true,
      link: expect.stringMatching(/^http:\/\/site\.test\/ar\/admin\?welcome=/),
    });
    const [message] = mail.messages;
    expect(message.subject).toMatch(/^حسابكم في لوحة إدارة/);
    expect(message.text).toContain(res.body.link);
    expect(message.html).toContain('<div dir="rtl" lang="ar">');
    expect(message.html).toContain(`<a href="${res.body.link}" dir="ltr">`);
  });

  it('refuses a used, an expired and an unknown link (410, 410, 404), and a taken username', async () => {
    const used = tokenOf(await invite('used-link'));
    expect((await accept(used, 'A-long-and-rare-passphrase')).status).toBe(200);
    const again = await accept(used, 'Another-long-rare-passphrase');
    expect(again.status).toBe(410);
    expect(again.body.fields).toEqual({ token: 'used' });

    const late = tokenOf(await invite('late-comer'));
    await ctx.db.getRepository(AdminLink).update({ username: 'late-comer' }, { expiresAt: Date.now() - 1 });
    const expired = await accept(late, 'A-long-and-rare-passphrase');
    expect(expired.status).toBe(410);
    expect(expired.body.fields).toEqual({ token: 'expired' });
    expect(await ctx.db.getRepository(AdminUser).existsBy({ username: 'late-comer' })).toBe(false);

    const unknown = await http()
      .post('/api/auth/link')
      .set('Origin', TEST_SITE_URL)
      .send({ token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);

    const taken = await send('post', '/api/admin/accounts/invitations', owner, { username: 'samir', role: 'viewer' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toHaveProperty('username');
  });

  it('holds the browser to the password rules: 12+ characters, not common, not the username', async () => {
    const token = tokenOf(await invite('rules-check'));
    const refusedFor = async (password: string) => (await accept(token, password)).body.fields?.password;
    expect(await refusedFor('Short-pass1')).toBe('too-short');
    expect(await refusedFor('Password2024!!')).toBe('common');
    expect(await refusedFor('Rules-Check-Is-Me-2024')).toBe('contains-username');
    // A refused password leaves the link usable.
    expect((await accept(token, 'Violet-sunrise-over-Khobar')).status).toBe(200);
  });

  it('holds the command line to the same rules', async () => {
    for (const password of ['Short-pass1', 'Password2024!!', 'cli-person-password'])
      await expect(createAdmin(ctx.db, 'cli-person', password)).rejects.toBeInstanceOf(AdminError);
    await expect(createAdmin(ctx.db, 'cli-person', 'Violet-sunrise-over-Khobar')).resolves.toBeTruthy();
    await deleteAdmin(ctx.db, 'cli-person');
  });

  it('keeps the accounts to owners: a sales admin gets 403 and sees no account', async () => {
    const samir = await signIn('samir', 'Pearl-divers-of-Dammam-7');
    expect((await http().get('/api/admin/accounts').set('Cookie', samir)).status).toBe(403);
    expect(
      (await send('post', '/api/admin/accounts/invitations', samir, { username: 'x-y-z', role: 'owner' })).status,
    ).toBe(403);
    const list = await http().get('/api/admin/accounts').set('Cookie', owner);
    expect(list.status).toBe(200);
    expect(list.body.accounts).toContainEqual(
      expect.objectContaining({ username: 'samir', role: 'sales', disabled: false, secondFactor: false }),
    );
  });

  it('disabling an admin ends their open session at its next request; enabling lets them sign in again', async () => {
    const samir = await signIn('samir', 'Pearl-divers-of-Dammam-7');
    expect((await check(samir)).status).toBe(200);
    expect((await send('post', '/api/admin/accounts/samir/disable', owner)).status).toBe(204);
    expect((await check(samir)).status).toBe(401);
    expect((await login(ctx.app, 'samir', 'Pearl-divers-of-Dammam-7')).status).toBe(401);
    expect((await send('post', '/api/admin/accounts/samir/enable', owner)).status).toBe(204);
    await signIn('samir', 'Pearl-divers-of-Dammam-7');
    expect(await audited('account-disable')).toEqual(['olivia: samir']);
    expect(await audited('account-enable')).toEqual(['olivia: samir']);
  });

  it('never leaves the company without an owner: the last one cannot be disabled or demoted', async () => {
    const disable = await send('post', '/api/admin/accounts/olivia/disable', owner);
    expect(disable.status).toBe(409);
    expect(disable.body.fields).toEqual({ username: 'last-owner' });
    expect((await send('put', '/api/admin/accounts/olivia/role', owner, { role: 'sales' })).status).toBe(409);
    expect((await check(owner)).status).toBe(200);
    // With a second owner, the first may step down.
    expect((await send('put', '/api/admin/accounts/samir/role', owner, { role: 'owner' })).status).toBe(204);
    expect((await send('put', '/api/admin/accounts/samir/role', owner, { role: 'sales' })).status).toBe(204);
    expect(await audited('role-change')).toHaveLength(2);
  });

  it('lists an admin’s sessions with device, network and this device marked, and ends one', async () => {
    await createAdmin(ctx.db, 'nadia', ADMIN_PASSWORD);
    const laptop = await signIn('nadia', ADMIN_PASSWORD, CHROME_ON_WINDOWS, '198.51.100.23');
    const phone = await signIn('nadia', ADMIN_PASSWORD, SAFARI_ON_IPHONE, '2001:db8:5:6::9');
    const list = await http().get('/api/admin/sessions').set('Cookie', laptop);
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as { id: string; device: string; network: string; current: boolean }[];
    expect(
      sessions
        .map(({ device, network, current }) => ({ device, network, current }))
        .sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: 'Chrome on Windows', network: '198.51.100.0/24', current: true },
      { device: 'Safari on iPhone', network: '2001:db8:5::/48', current: false },
    ]);
    const phoneSession = sessions.find((session) => !session.current)!;
    expect((await send('post', `/api/admin/sessions/${phoneSession.id}/end`, laptop)).status).toBe(204);
    expect((await check(phone)).status).toBe(401);
    expect((await check(laptop)).status).toBe(200);
    // Another admin's session is not theirs to end.
    const mine = (await http().get('/api/admin/sessions').set('Cookie', owner)).body.sessions[0].id as string;
    expect((await send('post', `/api/admin/sessions/${mine}/end`, laptop)).status).toBe(404);
    expect(await audited('session-end')).toEqual(['nadia: Ended one of their sessions']);
  });

  it('writes a session’s last use at most once a minute, not at every request', async () => {
    await createAdmin(ctx.db, 'busy-bee', ADMIN_PASSWORD);
    const cookie = await signIn('busy-bee', ADMIN_PASSWORD);
    const row = () => ctx.db.getRepository(Session).findOneByOrFail({ username: 'busy-bee' });
    const first = await row();
    for (let i = 0; i < 3; i++) expect((await check(cookie)).status).toBe(200);
    expect(await row()).toEqual(first);
    // A minute later the next request writes the row again, with its new last use and expiry.
    const aMinuteAgo = first.lastSeenAt! - 61_000;
    await ctx.db.getRepository(Session).update({ id: first.id }, { lastSeenAt: aMinuteAgo });
    expect((await check(cookie)).status).toBe(200);
    const later = await row();
    expect(later.lastSeenAt).toBeGreaterThan(aMinuteAgo + 60_000);
    expect(later.expiresAt).toBeGreaterThanOrEqual(first.expiresAt);
  });

  it('changing one’s password needs the current one and ends every other session', async () => {
    await createAdmin(ctx.db, 'farah', ADMIN_PASSWORD);
    const here = await signIn('farah', ADMIN_PASSWORD);
    const elsewhere = await signIn('farah', ADMIN_PASSWORD, SAFARI_ON_IPHONE);
    const wrong = await send('post', '/api/admin/password', here, {
      currentPassword: 'not-the-password',
      newPassword: 'Dates-and-coffee-at-dawn',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('currentPassword');
    const common = await send('post', '/api/admin/password', here, {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'iloveyou12345',
    });
    expect(common.body.fields).toEqual({ newPassword: 'common' });
    const changed = await send('post', '/api/admin/password', here, {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'Dates-and-coffee-at-dawn',
    });
    expect(changed.status).toBe(204);
    expect((await check(here)).status).toBe(200);
    expect((await check(elsewhere)).status).toBe(401);
    await signIn('farah', 'Dates-and-coffee-at-dawn');
    expect(await audited('password-change')).toHaveLength(1);
  });

  it('a reset link sets a new password and ends every session of that admin', async () => {
    const before = await signIn('farah', 'Dates-and-coffee-at-dawn');
    const res = await send('post', '/api/admin/accounts/farah/reset-link', owner);
    expect(res.status).toBe(201);
    const token = tokenOf(res.body.link);
    const opened = await http().post('/api/auth/link').set('Origin', TEST_SITE_URL).send({ token });
    expect(opened.body).toEqual({ purpose: 'reset', username: 'farah' });
    expect((await accept(token, 'A-new-start-in-Jubail')).status).toBe(200);
    expect((await check(before)).status).toBe(401);
    await signIn('farah', 'A-new-start-in-Jubail');
    expect(await audited('account-reset-link')).toEqual(['olivia: Made a password reset link for farah']);
    expect(await audited('password-reset')).toEqual(['farah: Used a reset link made by olivia']);
  });
});
