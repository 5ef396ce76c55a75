// A salesperson's day in the admin API, on SQLite and MySQL: a tap on call / WhatsApp / email is
// recorded on the lead's timeline and in the audit log, and the first one starts the response clock
// once; a viewer may not log one. Marking a lead as spam by hand is version-checked, audited, takes
// the lead out of the inbox's counts and the CSV, and "Not spam" undoes it. Only a role that works
// leads can be given one to own.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, AuditEvent, Lead, LeadEvent } from '../../entities/index.js';
import type { AdminLeadDetail } from '../../site/admin-types.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const NOW = new Date('2025-03-16T09:00:00Z');
/** The app's clock, pinned; a test moves it on to show that a later tap changes nothing. */
let now = NOW;

describe.each(testDatabases('sales_workday'))('a salesperson’s day on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let owner = '';
  let sara = '';
  let vera = '';
  let saraId = 0;
  let veraId = 0;
  let phoneSeq = 0;
  const api = () => request(ctx.app.callback());
  const post = (path: string, body: object, cookie: string) =>
    api().post(path).set('Cookie', cookie).set('Origin', TEST_SITE_URL).send(body);
  const attempt = (id: number, channel: unknown, cookie = sara) =>
    post(`/api/admin/leads/${id}/contact-attempts`, { channel }, cookie);
  const markSpam = (id: number, body: object, cookie = sara) => post(`/api/admin/leads/${id}/spam`, body, cookie);

  async function addLead(fields: Partial<Lead> & { name: string }): Promise<Lead> {
    const repo = ctx.db.getRepository(Lead);
    phoneSeq += 1;
    return repo.save(
      repo.create({
        email: 'buyer@example.sa',
        phone: `05${String(phoneSeq).padStart(8, '0')}`,
        company: 'Nakheel Trading',
        city: 'Riyadh',
        service: 'Contact Form',
        message: 'We would like a quote.',
        source: 'contact',
        locale: 'ar',
        pagePath: '/contact',
        marketingConsent: false,
        idempotencyKey: null,
        createdAt: new Date('2025-03-10T09:00:00Z'),
        ...fields,
      }),
    );
  }

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => now });
    await createAdminWithRole(ctx.db, 'olga', 'owner');
    saraId = (await createAdminWithRole(ctx.db, 'sara', 'sales')).id;
    veraId = (await createAdminWithRole(ctx.db, 'vera', 'viewer')).id;
    owner = await sessionCookie(ctx.app, 'olga');
    sara = await sessionCookie(ctx.app, 'sara');
    vera = await sessionCookie(ctx.app, 'vera');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('records each tap on call, WhatsApp or email on the timeline, and only the first starts the response clock', async () => {
    const lead = await addLead({ name: 'Contact Attempt' });
    const first = await attempt(lead.id, 'whatsapp');
    expect(first.status).toBe(201);
    const started = (first.body as AdminLeadDetail).firstResponseAt;
    expect(started).toBe(NOW.toISOString());

    now = new Date(NOW.getTime() + 60_000);
    expect((await attempt(lead.id, 'call', owner)).status).toBe(201);
    const detail = (await attempt(lead.id, 'email')).body as AdminLeadDetail;
    expect(detail.firstResponseAt).toBe(started);
    expect(detail.timeline.filter((e) => e.kind === 'contact').map((e) => [e.actor, e.to])).toEqual(
      expect.arrayContaining([
        ['sara', 'whatsapp'],
        ['olga', 'call'],
        ['sara', 'email'],
      ]),
    );
    expect(await ctx.db.getRepository(AuditEvent).countBy({ action: 'contact-attempt', actor: 'sara' })).toBe(2);
    now = NOW;
  });

  it('refuses a viewer, an unknown channel (naming it) and a lead that does not exist', async () => {
    const lead = await addLead({ name: 'Viewer Tap' });
    expect((await attempt(lead.id, 'call', vera)).status).toBe(403);
    const bad = await attempt(lead.id, 'fax');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('channel');
    expect((await attempt(999_999, 'call')).status).toBe(404);
    expect(await ctx.db.getRepository(LeadEvent).countBy({ leadId: lead.id })).toBe(0);
    expect((await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).firstResponseAt).toBeNull();
  });

  it('marks a bot’s lead as spam on the version seen: out of the inbox, its count and the CSV, audited, and back with Not spam', async () => {
    const bot = await addLead({ name: 'Cheap Followers Bot', createdAt: new Date('2025-03-12T09:00:00Z') });
    await addLead({ name: 'Real Buyer', createdAt: new Date('2025-03-12T10:00:00Z') });
    const range = 'from=2025-03-12&to=2025-03-12';
    const inboxNames = async () =>
      ((await api().get(`/api/admin/leads?${range}`).set('Cookie', owner)).body.items as { name: string }[]).map(
        (l) => l.name,
      );
    const csv = async () =>
      (
        await api()
          .post(`/api/admin/leads.csv?${range}`)
          .set('Cookie', owner)
          .set('Origin', TEST_SITE_URL)
          .buffer(true)
          .parse((res, done) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () => done(null, text));
          })
      ).body as string;
    expect(await inboxNames()).toEqual(['Real Buyer', 'Cheap Followers Bot']);

    expect((await markSpam(bot.id, { reason: 'bot', version: 1 }, vera)).status).toBe(403);
    const stale = await markSpam(bot.id, { reason: 'bot', version: 0 + 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.lead.spamReason).toBeNull();
    const badReason = await markSpam(bot.id, { reason: 'honeypot', version: 1 });
    expect(badReason.status).toBe(400);
    expect(JSON.stringify(badReason.body)).toContain('reason');

    const marked = await markSpam(bot.id, { reason: 'bot', version: 1 });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ spamReason: 'bot', version: 2 });
    expect(await inboxNames()).toEqual(['Real Buyer']);
    const exported = await csv();
    expect(exported).toContain('Real Buyer');
    expect(exported).not.toContain('Cheap Followers Bot');
    const spamView = await api().get(`/api/admin/leads?view=spam&${range}`).set('Cookie', owner);
    expect((spamView.body.items as { name: string }[]).map((l) => l.name)).toEqual(['Cheap Followers Bot']);
    expect(await ctx.db.getRepository(AuditEvent).countBy({ action: 'mark-spam', actor: 'sara' })).toBe(1);
    expect(await ctx.db.getRepository(LeadEvent).findOneBy({ leadId: bot.id, kind: 'spam' })).toMatchObject({
      actor: 'sara',
      fromValue: null,
      toValue: 'bot',
    });

    const released = await post(`/api/admin/leads/${bot.id}/not-spam`, {}, sara);
    expect(released.status).toBe(200);
    expect(released.body.spamReason).toBeNull();
    expect(await inboxNames()).toEqual(['Real Buyer', 'Cheap Followers Bot']);
  });

  it('lists and accepts only admins whose role works leads as owners, and names ownerId when refusing a viewer', async () => {
    const owners = (await api().get('/api/admin/owners').set('Cookie', sara)).body.owners as { username: string }[];
    expect(owners.map((o) => o.username)).toEqual(['olga', 'sara']);
    const lead = await addLead({ name: 'Owner Check' });
    const toViewer = await api()
      .patch(`/api/admin/leads/${lead.id}`)
      .set('Cookie', owner)
      .set('Origin', TEST_SITE_URL)
      .send({ version: 1, ownerId: veraId });
    expect(toViewer.status).toBe(400);
    expect(Object.keys(toViewer.body.fields)).toEqual(['ownerId']);
    const toSara = await api()
      .patch(`/api/admin/leads/${lead.id}`)
      .set('Cookie', owner)
      .set('Origin', TEST_SITE_URL)
      .send({ version: 1, ownerId: saraId });
    expect(toSara.status).toBe(200);
    expect(toSara.body.owner).toEqual({ id: saraId, username: 'sara' });
  });

  it('writes the CSV in the admin’s language: words for codes, and no pop-up placeholder as a company or city', async () => {
    await addLead({
      name: 'Popup Visitor',
      company: 'Website Lead',
      city: 'Saudi Arabia',
      service: 'WhatsApp Quote Request - Activity Popup',
      source: 'popup',
      locale: 'ar',
      stage: 'proposal',
      createdAt: new Date('2025-03-13T09:00:00Z'),
    });
    const exportIn = async (locale: 'en' | 'ar') => {
      await ctx.db.getRepository(AdminUser).update({ username: 'olga' }, { locale });
      const res = await api()
        .post('/api/admin/leads.csv?from=2025-03-13&to=2025-03-13')
        .set('Cookie', owner)
        .set('Origin', TEST_SITE_URL)
        .buffer(true)
        .parse((r, done) => {
          let text = '';
          r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          r.on('end', () => done(null, text));
        });
      const [header, row] = (res.body as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
      return (title: string) => row![header!.indexOf(title)];
    };
    const en = await exportIn('en');
    expect(['Company', 'City', 'Service', 'Source', 'Language', 'Stage'].map(en)).toEqual([
      '',
      '',
      'a free quote, via the consultation pop-up',
      'Popup',
      'Arabic',
      'Proposal',
    ]);
    const ar = await exportIn('ar');
    expect(['المنشأة', 'المدينة', 'الخدمة', 'المصدر', 'لغة الموقع', 'المرحلة'].map(ar)).toEqual([
      '',
      '',
      'عرض سعر مجاني، عبر النافذة المنبثقة للاستشارة',
      'نافذة الاستشارة',
      'العربية',
      'عرض سعر مُقدَّم',
    ]);
    await ctx.db.getRepository(AdminUser).update({ username: 'olga' }, { locale: 'en' });
  });
});
