// The Saudi PDPL duties an operator relies on, on SQLite and MariaDB: leads older than the retention
// period are deleted by the housekeeping round; one action (the admin screen's API, or the CLI in
// tests/system/admin-cli.test.ts) erases every lead of one person; sign-ins, exports, deletions and erasures are in an audit log admins can read;
// the privacy notice states the retention period the server enforces.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditEvent, Lead, LeadNotification } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { silentLogger } from '../../server/logging/logger.js';
import { startHousekeeping } from '../../server/process/housekeeping.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { ADMIN_PASSWORD, cookieHeader, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const DAY = 86_400_000;

describe.each(testDatabases('personal-data'))('personal data on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let url: string;
  let cookie: string;
  const agent = () => request(ctx.app.callback());
  const post = (fields: object) =>
    agent()
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .send({ ...POPUP_LEAD_FIELDS, ...HUMAN_FILL, phone: '+966 50 999 0000', ...fields });
  const names = async () => (await ctx.db.getRepository(Lead).find({ order: { id: 'ASC' } })).map((lead) => lead.name);
  const audit = () => ctx.db.getRepository(AuditEvent).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    url = await database.url();
    ctx = await startTestApp(url, { SMTP_URL: 'smtp://127.0.0.1:9', LEAD_NOTIFY_TO: 'sales@site.test' });
    await createAdmin(ctx.db, 'owner', ADMIN_PASSWORD);
    cookie = await sessionCookie(ctx.app, 'owner');
  });
  afterAll(async () => ctx?.close());

  it('deletes leads older than the retention period, with their notifications, on the housekeeping round, and logs how many', async () => {
    for (const name of ['Old Lead One', 'Old Lead Two', 'Recent Lead']) expect((await post({ name })).status).toBe(201);
    const leads = ctx.db.getRepository(Lead);
    const aged = (await leads.find()).filter((lead) => lead.name.startsWith('Old'));
    for (const lead of aged) {
      await leads
        .createQueryBuilder()
        .update()
        .set({ createdAt: new Date(Date.now() - 731 * DAY) })
        .where('id = :id', { id: lead.id })
        .execute();
    }
    const stop = startHousekeeping(ctx.db, 730, silentLogger);
    stop();
    await vi.waitFor(async () => expect(await names()).toEqual(['Recent Lead']));
    expect(await ctx.db.getRepository(LeadNotification).countBy({ leadId: aged[0].id })).toBe(0);
    expect((await audit()).at(-1)).toMatchObject({
      actor: 'system',
      action: 'retention',
      detail: 'Deleted 2 leads received more than 730 days ago',
    });
  });

  it('erases every lead of one person by email or by phone in one admin action, and says how many', async () => {
    await ctx.db.getRepository(Lead).clear();
    await post({ name: 'Huda A', email: 'huda@example.com', phone: '0501112222' });
    await post({ name: 'Huda B', email: 'HUDA@Example.com', phone: '+966 55 000 1111' });
    await post({ name: 'Huda C', phone: '+966 50 111 2222' });
    await post({ name: 'Someone Else', email: 'other@example.com', phone: '0503334444' });
    const erase = (body: object) =>
      agent().post('/api/admin/erasures').set('Origin', TEST_SITE_URL).set('Cookie', cookie).send(body);

    const byEmail = await erase({ email: 'huda@example.com' });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual({ erased: 2, odooLeads: [] });
    const byPhone = await erase({ phone: '966501112222' });
    expect(byPhone.body).toEqual({ erased: 1, odooLeads: [] });
    expect(await names()).toEqual(['Someone Else']);

    const invalid = await erase({});
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toHaveProperty('email');
    // A phone that passes for one by its characters but has too few digits to name anyone.
    for (const phone of ['+     ', '+(((((', '12--345', '+966 ()']) {
      const noOne = await erase({ phone });
      expect(noOne.status, phone).toBe(400);
      expect(noOne.body).toEqual({
        error: 'Invalid erasure request',
        fields: { phone: expect.stringMatching(/phone number/) },
      });
    }
    expect((await erase({ email: 'other@example.com', phone: '+     ' })).body.fields).toHaveProperty('phone');
    expect(await names()).toEqual(['Someone Else']);
    expect(
      (await agent().post('/api/admin/erasures').set('Origin', TEST_SITE_URL).send({ email: 'other@example.com' }))
        .status,
    ).toBe(401);
    // The log says who erased how many, never whose data.
    const erasures = (await audit()).filter((entry) => entry.action === 'erase');
    expect(erasures.map((entry) => [entry.actor, entry.detail])).toEqual([
      ['owner', 'Erased 2 leads matching an email address'],
      ['owner', 'Erased 1 lead matching a phone number'],
    ]);
    expect(JSON.stringify(await audit())).not.toMatch(/huda|1112222/i);
  });

  it('records sign-ins, refused sign-ins, exports and deletions, and shows the log to admins only', async () => {
    await agent()
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_URL)
      .send({ username: 'owner', password: 'wrong-password-here' });
    const signedIn = cookieHeader(
      (
        await agent()
          .post('/api/auth/login')
          .set('Origin', TEST_SITE_URL)
          .send({ username: 'owner', password: ADMIN_PASSWORD })
      ).headers['set-cookie'],
    );
    expect(
      (await agent().post('/api/admin/leads.csv?source=popup').set('Origin', TEST_SITE_URL).set('Cookie', signedIn))
        .status,
    ).toBe(200);
    const [someone] = await ctx.db.getRepository(Lead).find();
    expect(
      (await agent().delete(`/api/admin/leads/${someone.id}`).set('Origin', TEST_SITE_URL).set('Cookie', signedIn))
        .status,
    ).toBe(204);

    const log = await agent().get('/api/admin/audit').set('Cookie', signedIn);
    expect(log.status).toBe(200);
    const newest = (log.body.entries as Array<{ actor: string; action: string; detail: string }>).slice(0, 4).reverse();
    expect(newest).toEqual([
      expect.objectContaining({ actor: 'owner', action: 'sign-in-refused' }),
      expect.objectContaining({ actor: 'owner', action: 'sign-in' }),
      expect.objectContaining({
        actor: 'owner',
        action: 'export',
        detail: 'Exported 1 lead as CSV (filtered by source popup)',
      }),
      expect.objectContaining({ actor: 'owner', action: 'delete', detail: `Deleted lead ${someone.id}` }),
    ]);
    expect((await agent().get('/api/admin/audit')).status).toBe(401);
  });
});

describe('the retention period on the privacy notice', () => {
  it('states the period the server enforces, in both languages', async () => {
    const url = await testDatabases('retention-notice')[0].url();
    for (const [days, en, ar] of [
      ['730', 'for 24 months from the day you send it', 'مدة 24 شهرًا من تاريخ إرساله'],
      ['180', 'for 6 months from the day you send it', 'مدة 6 أشهر من تاريخ إرساله'],
      ['45', 'for 45 days from the day you send it', 'مدة 45 يومًا من تاريخ إرساله'],
    ]) {
      const ctx = await startTestApp(url, { LEAD_RETENTION_DAYS: days });
      const english = (await request(ctx.app.callback()).get('/privacy')).text;
      expect(english, days).toContain(en);
      expect(english).not.toContain('{retention}');
      expect((await request(ctx.app.callback()).get('/ar/privacy')).text, days).toContain(ar);
      await ctx.close();
    }
  });
});
