// A one-time link is worth no more than its maker's rights, on SQLite and (with TEST_MYSQL_URL)
// MySQL: an invitation or reset link stops working (410) once the owner who made it is demoted,
// disabled or deleted, and a reset link once its account changes role or state, for good; owners
// list the links still open and revoke one (audited; the link then answers 410).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent } from '../../entities/index.js';
import { createAdmin, deleteAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const NEW_PASSWORD = 'Lanterns-along-the-Corniche-4';

describe.each(testDatabases('link_rights'))('one-time links and their maker on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let owner: string;
  const http = () => request(ctx.app.callback());
  const send = (method: 'post' | 'put' | 'delete', url: string, cookie: string, body?: object) => {
    const req = http()[method](url).set({ Cookie: cookie, Origin: TEST_SITE_URL });
    return body ? req.send(body) : req;
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('welcome')!;
  const open = (token: string) => http().post('/api/auth/link').set('Origin', TEST_SITE_URL).send({ token });
  const accept = (token: string) =>
    http().post('/api/auth/link/password').set('Origin', TEST_SITE_URL).send({ token, password: NEW_PASSWORD });
  const invite = async (cookie: string, username: string, role = 'owner') => {
    const res = await send('post', '/api/admin/accounts/invitations', cookie, { username, role });
    expect(res.status, res.text).toBe(201);
    return tokenOf(res.body.link);
  };
  const resetLink = async (cookie: string, username: string) => {
    const res = await send('post', `/api/admin/accounts/${username}/reset-link`, cookie);
    expect(res.status, res.text).toBe(201);
    return tokenOf(res.body.link);
  };
  /** An owner who signs in: the links they make are the ones these tests take rights away from. */
  const maker = async (username: string) => {
    await createAdmin(ctx.db, username, ADMIN_PASSWORD);
    return sessionCookie(ctx.app, username);
  };
  const expectGone = async (token: string) => {
    const opened = await open(token);
    expect(opened.status, opened.text).toBe(410);
    const accepted = await accept(token);
    expect(accepted.status, accepted.text).toBe(410);
  };

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    await createAdmin(ctx.db, 'olivia', ADMIN_PASSWORD);
    owner = await sessionCookie(ctx.app, 'olivia');
  });
  afterAll(async () => ctx?.close());

  it('an owner demoted to sales takes their links with them, even once promoted again', async () => {
    const omar = await maker('omar');
    const invitation = await invite(omar, 'new-owner');
    const reset = await resetLink(omar, 'olivia');
    expect((await send('put', '/api/admin/accounts/omar/role', owner, { role: 'sales' })).status).toBe(204);
    await expectGone(invitation);
    await expectGone(reset);
    expect((await send('put', '/api/admin/accounts/omar/role', owner, { role: 'owner' })).status).toBe(204);
    await expectGone(invitation);
  });

  it('a disabled or deleted owner’s links stop working', async () => {
    const petra = await maker('petra');
    const fromDisabled = await invite(petra, 'from-disabled');
    expect((await send('post', '/api/admin/accounts/petra/disable', owner)).status).toBe(204);
    await expectGone(fromDisabled);
    expect((await send('post', '/api/admin/accounts/petra/enable', owner)).status).toBe(204);
    await expectGone(fromDisabled);

    const quinn = await maker('quinn');
    const fromDeleted = await invite(quinn, 'from-deleted', 'viewer');
    await deleteAdmin(ctx.db, 'quinn');
    await expectGone(fromDeleted);
  });

  it('a reset link stops working once its account changes role or state', async () => {
    await createAdmin(ctx.db, 'rami', ADMIN_PASSWORD, 'sales');
    const beforeRole = await resetLink(owner, 'rami');
    expect((await send('put', '/api/admin/accounts/rami/role', owner, { role: 'viewer' })).status).toBe(204);
    await expectGone(beforeRole);
    const beforeDisable = await resetLink(owner, 'rami');
    expect((await send('post', '/api/admin/accounts/rami/disable', owner)).status).toBe(204);
    await expectGone(beforeDisable);
    expect((await send('post', '/api/admin/accounts/rami/enable', owner)).status).toBe(204);
    await expectGone(beforeDisable);
    // A link made after the change works.
    expect((await accept(await resetLink(owner, 'rami'))).status).toBe(200);
  });

  it('lists the open links to owners only: who made it, for whom, which role, when it expires', async () => {
    await invite(owner, 'listed-person', 'sales');
    const used = await invite(owner, 'used-person', 'viewer');
    expect((await accept(used)).status).toBe(200);
    const res = await http().get('/api/admin/accounts/links').set('Cookie', owner);
    expect(res.status).toBe(200);
    const links = res.body.links as { username: string }[];
    expect(links).toContainEqual({
      id: expect.any(Number),
      purpose: 'invite',
      username: 'listed-person',
      role: 'sales',
      createdBy: 'olivia',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // Neither used links nor the ones that stopped working are open.
    const names = links.map((link) => link.username);
    expect(names).not.toContain('used-person');
    expect(names).not.toContain('new-owner');
    expect(names).not.toContain('from-deleted');
    await createAdmin(ctx.db, 'sales-sara', ADMIN_PASSWORD, 'sales');
    const sales = await sessionCookie(ctx.app, 'sales-sara');
    expect((await http().get('/api/admin/accounts/links').set('Cookie', sales)).status).toBe(403);
  });

  it('an owner revokes a link: it answers 410, the revocation is audited, and a sales admin may not', async () => {
    const token = await invite(owner, 'revoked-person', 'viewer');
    const listed = (await http().get('/api/admin/accounts/links').set('Cookie', owner)).body.links as {
      id: number;
      username: string;
    }[];
    const { id } = listed.find((link) => link.username === 'revoked-person')!;
    const sales = await sessionCookie(ctx.app, 'sales-sara');
    expect((await send('delete', `/api/admin/accounts/links/${id}`, sales)).status).toBe(403);
    expect((await send('delete', `/api/admin/accounts/links/${id}`, owner)).status).toBe(204);
    const opened = await open(token);
    expect(opened.status).toBe(410);
    expect(opened.body.fields).toEqual({ token: 'revoked' });
    expect((await accept(token)).status).toBe(410);
    expect((await send('delete', `/api/admin/accounts/links/${id}`, owner)).status).toBe(404);
    expect((await send('delete', '/api/admin/accounts/links/not-a-number', owner)).status).toBe(404);
    const audit = await ctx.db.getRepository(AuditEvent).findOneBy({ actor: 'olivia', action: 'link-revoke' as never });
    expect(audit?.detail).toBe('Revoked the invitation link for revoked-person (made by olivia)');
  });
});
