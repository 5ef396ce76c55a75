// The sales pipeline in the admin API, on SQLite and MySQL: the inbox's filters and orders (overdue
// follow-ups first), paging by cursor that shows every lead once each way, two admins saving the
// same lead (the second is refused with the lead as it is, nothing overwritten), notes and changes
// on the timeline and in the audit log, a lost lead's reason, 400s naming each bad field, a lead
// moved out of Spam with its email sent, and the CSV's new columns in the admin's language.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, AuditEvent, Lead, LeadEvent, LeadNotification } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { LeadNotifier } from '../../server/notifications/lead-notifier.js';
import { startNotificationWorker, type NotificationWorker } from '../../server/notifications/worker.js';
import { leadSorts, type AdminLead, type AdminLeadDetail, type LeadSort } from '../../site/admin-types.js';
import { openStages } from '../../site/pipeline/stages.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { eventually, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

const DAY_MS = 86_400_000;
// The app's clock, pinned: a Saturday at 21:30 UTC, when it is already Sunday 00:30 in Riyadh. The
// server reads "today" from it and every expected day below is made from it, so a run that crosses
// midnight in Riyadh cannot see two different days.
const NOW = new Date('2025-03-15T21:30:00Z');
const riyadhCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' });
/** The Riyadh day `offset` days from the pinned today, YYYY-MM-DD. */
const day = (offset: number) => riyadhCalendar.format(new Date(NOW.getTime() + offset * DAY_MS));

const FAST = { pollMs: 200, retryBaseMs: 100, retryMaxMs: 400 };

function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')));
}

describe.each(testDatabases('admin_pipeline'))('sales pipeline API on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let inbox: SmtpInbox;
  let worker: NotificationWorker;
  let ana = '';
  let badr = '';
  let anaId = 0;
  let badrId = 0;
  let phoneSeq = 0;
  const api = () => request(ctx.app.callback());
  const get = (url: string, cookie = ana) => api().get(url).set('Cookie', cookie);
  const patch = (id: number, body: object, cookie = ana) =>
    api().patch(`/api/admin/leads/${id}`).set('Cookie', cookie).set('Origin', TEST_SITE_URL).send(body);
  const note = (id: number, text: unknown, cookie = ana) =>
    api().post(`/api/admin/leads/${id}/notes`).set('Cookie', cookie).set('Origin', TEST_SITE_URL).send({ text });
  const names = (res: request.Response) => (res.body.items as AdminLead[]).map((lead) => lead.name);

  async function addLead(fields: Partial<Lead> & { name: string; createdAt: Date }): Promise<Lead> {
    const repo = ctx.db.getRepository(Lead);
    phoneSeq += 1;
    return repo.save(
      repo.create({
        email: null,
        phone: `05${String(phoneSeq).padStart(8, '0')}`,
        company: '',
        city: '',
        service: 'Contact Form',
        message: 'We would like a quote.',
        source: 'contact',
        locale: 'en',
        pagePath: '/contact',
        marketingConsent: false,
        idempotencyKey: null,
        ...fields,
      }),
    );
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await startTestApp(
      await database.url(),
      { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, LEAD_NOTIFY_TO: 'sales@site.test' },
      { clock: () => NOW },
    );
    worker = startNotificationWorker(ctx.db, ctx.config, new LeadNotifier(ctx.config.notifications), FAST);
    anaId = (await createAdmin(ctx.db, 'ana', ADMIN_PASSWORD)).id;
    badrId = (await createAdmin(ctx.db, 'badr', ADMIN_PASSWORD)).id;
    ana = await sessionCookie(ctx.app, 'ana');
    badr = await sessionCookie(ctx.app, 'badr');
  });
  afterAll(async () => {
    await worker?.stop();
    await ctx?.close();
    await inbox?.stop();
  });

  it('lists overdue follow-ups first (the most overdue first), then the newest, and keeps spam in its own view', async () => {
    const at = (d: number) => new Date(Date.UTC(2020, 0, d, 9));
    await addLead({ name: 'Overdue three days', stage: 'contacted', followUpOn: day(-3), createdAt: at(1) });
    await addLead({ name: 'Due today', stage: 'contacted', followUpOn: day(0), createdAt: at(2) });
    await addLead({ name: 'Won, day passed', stage: 'won', followUpOn: day(-2), createdAt: at(3) });
    await addLead({ name: 'Overdue one day', stage: 'qualified', followUpOn: day(-1), createdAt: at(5) });
    await addLead({ name: 'Fresh', createdAt: at(6) });
    await addLead({ name: 'Spam bot', spamReason: 'honeypot', followUpOn: day(-9), createdAt: at(7) });
    const year = 'from=2020-01-01&to=2020-12-31';

    const inboxList = await get(`/api/admin/leads?${year}`);
    expect(inboxList.status).toBe(200);
    expect(names(inboxList)).toEqual([
      'Overdue three days',
      'Overdue one day',
      'Fresh',
      'Won, day passed',
      'Due today',
    ]);
    const overdue = (inboxList.body.items as AdminLead[]).filter((lead) => lead.overdue).map((lead) => lead.name);
    expect(overdue).toEqual(['Overdue three days', 'Overdue one day']);
    expect(inboxList.body).toMatchObject({ total: 5, totalCapped: false, nextCursor: null, prevCursor: null });

    expect(names(await get(`/api/admin/leads?${year}&sort=newest`))).toEqual([
      'Fresh',
      'Overdue one day',
      'Won, day passed',
      'Due today',
      'Overdue three days',
    ]);
    expect(names(await get(`/api/admin/leads?${year}&sort=oldest`))).toEqual([
      'Overdue three days',
      'Due today',
      'Won, day passed',
      'Overdue one day',
      'Fresh',
    ]);
    expect(names(await get(`/api/admin/leads?${year}&sort=follow-up`))).toEqual([
      'Overdue three days',
      'Won, day passed',
      'Overdue one day',
      'Due today',
      'Fresh',
    ]);
    const spam = await get(`/api/admin/leads?${year}&view=spam`);
    expect(names(spam)).toEqual(['Spam bot']);
    expect(spam.body.items[0]).toMatchObject({ spamReason: 'honeypot', stage: 'new' });
  });

  it('counts a follow-up as overdue by the Riyadh day: at Saturday 21:30 UTC, Saturday’s is overdue and Sunday’s is due today', async () => {
    const at = (d: number) => new Date(Date.UTC(2024, 0, d, 9));
    const saturday = await addLead({
      name: 'Due Saturday',
      stage: 'contacted',
      followUpOn: '2025-03-15',
      createdAt: at(1),
    });
    const sunday = await addLead({
      name: 'Due Sunday',
      stage: 'contacted',
      followUpOn: '2025-03-16',
      createdAt: at(2),
    });
    const january = 'from=2024-01-01&to=2024-01-31';
    const listed = (await get(`/api/admin/leads?${january}`)).body.items as AdminLead[];
    expect(listed.map(({ name, overdue }) => ({ name, overdue }))).toEqual([
      { name: 'Due Saturday', overdue: true },
      { name: 'Due Sunday', overdue: false },
    ]);
    expect((await get(`/api/admin/leads/${saturday.id}`)).body).toMatchObject({ overdue: true });
    expect((await get(`/api/admin/leads/${sunday.id}`)).body).toMatchObject({ overdue: false });
    // A save answers with the lead as the same clock sees it.
    const noted = await note(sunday.id, 'Called back on Sunday');
    expect(noted.body).toMatchObject({ overdue: false, followUpOn: '2025-03-16' });
  });

  it('filters by stage, owner (an admin, nobody, or me), source, campaign and utm_source', async () => {
    const at = (d: number) => new Date(Date.UTC(2021, 2, d, 9));
    await addLead({
      name: 'F1',
      stage: 'contacted',
      ownerId: anaId,
      source: 'popup',
      utmCampaign: 'spring',
      utmSource: 'google',
      createdAt: at(1),
    });
    await addLead({
      name: 'F2',
      stage: 'qualified',
      ownerId: badrId,
      utmCampaign: 'spring',
      utmSource: 'linkedin',
      createdAt: at(2),
    });
    await addLead({ name: 'F3', source: 'landing', createdAt: at(3) });
    await addLead({
      name: 'F4',
      stage: 'won',
      ownerId: anaId,
      utmCampaign: 'autumn',
      utmSource: 'google',
      createdAt: at(4),
    });
    const list = (query: string, cookie = ana) =>
      get(`/api/admin/leads?from=2021-01-01&to=2021-12-31&${query}`, cookie);

    expect(names(await list('stage=contacted,qualified'))).toEqual(['F2', 'F1']);
    expect(names(await list('stage=contacted&stage=won'))).toEqual(['F4', 'F1']);
    expect(names(await list('owner=me'))).toEqual(['F4', 'F1']);
    expect(names(await list('owner=me', badr))).toEqual(['F2']);
    expect(names(await list(`owner=${badrId}`))).toEqual(['F2']);
    expect(names(await list('owner=none'))).toEqual(['F3']);
    expect(names(await list('source=contact'))).toEqual(['F4', 'F2']);
    expect(names(await list('campaign=spring'))).toEqual(['F2', 'F1']);
    expect(names(await list('utm_source=google'))).toEqual(['F4', 'F1']);
    const combined = await list('campaign=spring&owner=me&stage=contacted&source=popup');
    expect(names(combined)).toEqual(['F1']);
    expect(combined.body.total).toBe(1);
    expect(combined.body.items[0]).toMatchObject({
      owner: { id: anaId, username: 'ana' },
      attribution: { utmCampaign: 'spring', utmSource: 'google' },
    });
  });

  it('pages through every order by cursor: each lead once going forward, the same pages coming back', async () => {
    // 47 leads, every third sharing its time with the one before (the id decides between them);
    // the first 23 have a follow-up day (most of them overdue), so "overdue first" crosses a page.
    const leads: Lead[] = [];
    for (let i = 0; i < 47; i++) {
      const minute = i - (i % 3 === 2 ? 1 : 0);
      leads.push(
        await addLead({
          name: `Paged ${i}`,
          stage: i % 5 === 4 ? 'won' : i % 2 ? 'contacted' : 'new',
          followUpOn: i < 23 ? day((i % 7) - 5) : null,
          createdAt: new Date(Date.UTC(2022, 5, 1, 8, minute)),
        }),
      );
    }
    const today = day(0);
    const time = (lead: Lead) => new Date(lead.createdAt).getTime();
    const newestFirst = (a: Lead, b: Lead) => time(b) - time(a) || b.id - a.id;
    const byFollowUp = (a: Lead, b: Lead) => a.followUpOn!.localeCompare(b.followUpOn!) || a.id - b.id;
    const isOverdue = (lead: Lead) =>
      lead.followUpOn !== null && lead.followUpOn < today && openStages.includes(lead.stage);
    const expected: Record<LeadSort, Lead[]> = {
      priority: [...leads.filter(isOverdue).sort(byFollowUp), ...leads.filter((l) => !isOverdue(l)).sort(newestFirst)],
      newest: [...leads].sort(newestFirst),
      oldest: [...leads].sort(newestFirst).reverse(),
      'follow-up': [
        ...leads.filter((l) => l.followUpOn).sort(byFollowUp),
        ...leads.filter((l) => !l.followUpOn).sort((a, b) => b.id - a.id),
      ],
    };
    for (const sort of leadSorts) {
      const base = `/api/admin/leads?from=2022-01-01&to=2022-12-31&sort=${sort}`;
      const forward: string[][] = [];
      let res = await get(base);
      expect(res.body.prevCursor).toBeNull();
      for (;;) {
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(47);
        forward.push(names(res));
        if (!res.body.nextCursor) break;
        res = await get(`${base}&cursor=${res.body.nextCursor}`);
      }
      expect(forward.map((page) => page.length)).toEqual([20, 20, 7]);
      expect(forward.flat()).toEqual(expected[sort].map((lead) => lead.name));
      const backward: string[][] = [forward.at(-1)!];
      while (res.body.prevCursor) {
        res = await get(`${base}&cursor=${res.body.prevCursor}`);
        backward.unshift(names(res));
      }
      expect(backward).toEqual(forward);
      expect(res.body.prevCursor).toBeNull();
    }
  });

  it('refuses the second of two admins saving the same lead with 409 and the lead as it is, overwriting nothing', async () => {
    const lead = await addLead({ name: 'Contested', createdAt: new Date('2023-01-10T09:00:00Z') });
    const seen = (await get(`/api/admin/leads/${lead.id}`)).body as AdminLeadDetail;
    expect(seen.version).toBe(1);

    const first = await patch(lead.id, { version: seen.version, stage: 'contacted', followUpOn: day(2) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ stage: 'contacted', version: 2, followUpOn: day(2) });

    const second = await patch(lead.id, { version: seen.version, ownerId: badrId, followUpOn: day(5) }, badr);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/someone else/i);
    expect(second.body.lead).toMatchObject({
      id: lead.id,
      stage: 'contacted',
      version: 2,
      owner: null,
      followUpOn: day(2),
    });
    const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
    expect(stored).toMatchObject({ ownerId: null, followUpOn: day(2), version: 2 });

    // Re-applied on the version the conflict showed, it goes through.
    const again = await patch(lead.id, { version: second.body.lead.version, ownerId: badrId }, badr);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ stage: 'contacted', owner: { id: badrId, username: 'badr' }, version: 3 });

    // Sent at the same moment: one is saved, the other refused.
    const racing = await Promise.all([
      patch(lead.id, { version: 3, stage: 'qualified' }),
      patch(lead.id, { version: 3, stage: 'proposal' }, badr),
    ]);
    expect(racing.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = racing.find((res) => res.status === 200)!.body.stage;
    expect(await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({
      stage: winner,
      version: 4,
    });
  });

  it('puts notes and changes on the timeline and in the audit log, and records the first response', async () => {
    const lead = await addLead({ name: 'Worked', createdAt: new Date('2023-02-10T09:00:00Z') });
    const noted = await note(lead.id, '  Called: asked for a demo\u202E next week.\r\nSecond line  ');
    expect(noted.status).toBe(201);
    expect(noted.body.firstResponseAt).not.toBeNull();
    expect(noted.body.version).toBe(1);
    expect(noted.body.timeline[0]).toMatchObject({
      kind: 'note',
      actor: 'ana',
      body: 'Called: asked for a demo next week.\nSecond line',
    });
    const firstResponse = noted.body.firstResponseAt as string;

    expect((await patch(lead.id, { version: 1, stage: 'qualified', ownerId: anaId })).status).toBe(200);
    const changed = await patch(lead.id, { version: 2, stage: 'contacted', followUpOn: day(1) }, badr);
    expect(changed.status).toBe(200);
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body as AdminLeadDetail;
    expect(detail.firstResponseAt).toBe(firstResponse);
    // Newest first: the later save's entries, then the earlier one's, then the note.
    expect(detail.timeline.map(({ kind, actor, from, to }) => ({ kind, actor, from, to }))).toEqual([
      { kind: 'follow-up', actor: 'badr', from: null, to: day(1) },
      { kind: 'stage', actor: 'badr', from: 'qualified', to: 'contacted' },
      { kind: 'owner', actor: 'ana', from: null, to: 'ana' },
      { kind: 'stage', actor: 'ana', from: 'new', to: 'qualified' },
      { kind: 'note', actor: 'ana', from: null, to: null },
    ]);
    // Moving back does not undo how far the lead got.
    expect(await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({
      stage: 'contacted',
      furthestStageRank: 2,
    });

    const audit = await ctx.db
      .getRepository(AuditEvent)
      .find({ where: [{ action: 'lead-change' }, { action: 'lead-note' }] });
    const mine = audit.filter((entry) => entry.detail.includes(`lead ${lead.id}`));
    expect(mine.map(({ actor, action }) => `${actor} ${action}`).sort()).toEqual([
      'ana lead-change',
      'ana lead-note',
      'badr lead-change',
    ]);
    expect(mine.find((entry) => entry.actor === 'badr')!.detail).toContain('stage qualified → contacted');
    expect(mine.every((entry) => !entry.detail.includes('demo'))).toBe(true);
  });

  it('sets the first response on the first stage change too, and a note alone keeps the version', async () => {
    const lead = await addLead({ name: 'Moved first', createdAt: new Date('2023-02-11T09:00:00Z') });
    const moved = await patch(lead.id, { version: 1, stage: 'contacted' });
    expect(moved.body.firstResponseAt).not.toBeNull();
    const noted = await note(lead.id, 'Sent the brochure', badr);
    expect(noted.body).toMatchObject({ version: 2, firstResponseAt: moved.body.firstResponseAt });
  });

  it('needs a reason to mark a lead lost, keeps it on the timeline and drops it when the lead moves on', async () => {
    const lead = await addLead({
      name: 'Lost one',
      stage: 'proposal',
      furthestStageRank: 3,
      createdAt: new Date('2023-03-01T09:00:00Z'),
    });
    const noReason = await patch(lead.id, { version: 1, stage: 'lost' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fields)).toEqual(['lostReason']);
    const blankReason = await patch(lead.id, { version: 1, stage: 'lost', lostReason: '  \u202E ' });
    expect(blankReason.status).toBe(400);
    expect(blankReason.body.fields.lostReason).toBeTruthy();
    const strayReason = await patch(lead.id, { version: 1, stage: 'won', lostReason: 'Budget' });
    expect(strayReason.status).toBe(400);
    expect(strayReason.body.fields.lostReason).toBeTruthy();
    expect(await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({
      stage: 'proposal',
      version: 1,
    });

    const lost = await patch(lead.id, { version: 1, stage: 'lost', lostReason: 'Chose another partner' });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ stage: 'lost', lostReason: 'Chose another partner' });
    expect(lost.body.timeline[0]).toMatchObject({
      kind: 'stage',
      from: 'proposal',
      to: 'lost',
      body: 'Chose another partner',
    });
    const reopened = await patch(lead.id, { version: 2, stage: 'qualified' });
    expect(reopened.body).toMatchObject({ stage: 'qualified', lostReason: null });
    expect(await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({ furthestStageRank: 3 });
  });

  it('answers 400 naming each bad field, never a 5xx, and stores nothing', async () => {
    const lead = await addLead({ name: 'Bad input', createdAt: new Date('2023-04-01T09:00:00Z') });
    const bad = await patch(lead.id, { version: 'one', stage: 'archived', ownerId: 'abc', followUpOn: '2025-02-30' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['followUpOn', 'ownerId', 'stage', 'version']);
    expect((await patch(lead.id, { version: 1 })).body.fields.stage).toBeTruthy();
    expect((await patch(lead.id, { version: 1, ownerId: 999_999 })).body.fields).toEqual({
      ownerId: expect.any(String),
    });
    expect((await patch(lead.id, { version: 1, ownerId: 99_999_999_999 })).body.fields.ownerId).toBeTruthy();
    expect((await patch(lead.id, { version: 1, followUpOn: 20250101 })).body.fields.followUpOn).toBeTruthy();
    // Today in Riyadh by the app's clock is 2025-03-16: from a year back to five years ahead.
    for (const outside of ['2024-03-15', '2030-03-17', '2205-03-16']) {
      const refused = await patch(lead.id, { version: 1, followUpOn: outside });
      expect(refused.status, outside).toBe(400);
      expect(refused.body.fields).toEqual({ followUpOn: 'The follow-up day is between 2024-03-16 and 2030-03-16' });
    }
    expect((await note(lead.id, '')).body.fields.text).toBeTruthy();
    expect((await note(lead.id, ' \u0000\u202E ')).body.fields.text).toBeTruthy();
    expect((await note(lead.id, 'x'.repeat(4001))).body.fields.text).toBeTruthy();
    expect((await note(lead.id, 42)).body.fields.text).toBeTruthy();
    expect((await note(lead.id, 'y'.repeat(4000))).status).toBe(201);
    const notJson = await api()
      .patch(`/api/admin/leads/${lead.id}`)
      .set('Cookie', ana)
      .set('Origin', TEST_SITE_URL)
      .type('json')
      .send('{"version":');
    expect(notJson.status).toBe(400);
    expect(
      (await api().patch(`/api/admin/leads/${lead.id}`).set('Cookie', ana).send({ version: 1, stage: 'won' })).status,
    ).toBe(403);
    for (const id of ['abc', '0', '99999999999', '1e3'])
      expect((await patch(id as unknown as number, { version: 1, stage: 'won' })).body.fields?.id).toBeTruthy();
    expect((await patch(9_999_999, { version: 1, stage: 'won' })).status).toBe(404);
    expect((await note(9_999_999, 'Hello')).status).toBe(404);

    const query = await get('/api/admin/leads?stage=won,archived&owner=bob&view=all&sort=name&campaign=a&campaign=b');
    expect(query.status).toBe(400);
    expect(Object.keys(query.body.fields).sort()).toEqual(['campaign', 'owner', 'sort', 'stage', 'view']);
    const forged = (cursor: object) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
    for (const cursor of [
      'garbage',
      'eyJzIjoibmV3ZXN0In0',
      forged({ s: 'priority', d: 'next', g: 5, k: 'x', i: 1 }),
      forged({ s: 'priority', d: 'next', g: 1, k: '2025-13-45 99:99:99', i: 1 }),
      forged({ s: 'priority', d: 'prev', g: 0, k: '2025-02-30', i: 1 }),
    ])
      expect((await get(`/api/admin/leads?cursor=${cursor}`)).body.fields).toEqual({ cursor: expect.any(String) });
    // A cursor is for the order it came from.
    const page = await get('/api/admin/leads?sort=newest');
    if (page.body.nextCursor)
      expect(
        (await get(`/api/admin/leads?sort=oldest&cursor=${page.body.nextCursor}`)).body.fields.cursor,
      ).toBeTruthy();
    expect(await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({
      stage: 'new',
      version: 1,
      ownerId: null,
    });
  });

  it('takes a follow-up day from a year back to five years ahead, by the app’s clock', async () => {
    const lead = await addLead({ name: 'Far follow-up', createdAt: new Date('2023-04-02T09:00:00Z') });
    const first = await patch(lead.id, { version: 1, followUpOn: '2024-03-16' });
    expect(first.status, first.text).toBe(200);
    const last = await patch(lead.id, { version: 2, followUpOn: '2030-03-16' });
    expect(last.status, last.text).toBe(200);
    expect(last.body).toMatchObject({ followUpOn: '2030-03-16', version: 3 });
  });

  it('shows a lead with its attribution, its contact’s other leads and the admins it can be given to', async () => {
    const first = await addLead({ name: 'Returning', source: 'popup', createdAt: new Date('2023-05-01T09:00:00Z') });
    const second = await addLead({
      name: 'Returning',
      source: 'contact',
      contactLeadId: first.id,
      createdAt: new Date('2023-05-08T09:00:00Z'),
    });
    const third = await addLead({
      name: 'Returning',
      source: 'landing',
      contactLeadId: first.id,
      phoneE164: '+966501234567',
      landingPath: '/services/odoo-implementation',
      referrerOrigin: 'https://www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'odoo18',
      gclid: 'abc123',
      createdAt: new Date('2023-05-09T09:00:00Z'),
    });
    const detail = (await get(`/api/admin/leads/${third.id}`)).body as AdminLeadDetail;
    expect(detail.related).toEqual([
      { id: second.id, createdAt: '2023-05-08T09:00:00.000Z', source: 'contact', stage: 'new' },
      { id: first.id, createdAt: '2023-05-01T09:00:00.000Z', source: 'popup', stage: 'new' },
    ]);
    expect(detail).toMatchObject({
      contactLeadId: first.id,
      phoneE164: '+966501234567',
      attribution: {
        landingPath: '/services/odoo-implementation',
        referrerOrigin: 'https://www.google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'odoo18',
        gclid: 'abc123',
        fbclid: null,
      },
    });
    expect(((await get(`/api/admin/leads/${first.id}`)).body as AdminLeadDetail).related.map((l) => l.id)).toEqual([
      third.id,
      second.id,
    ]);

    await createAdmin(ctx.db, 'carim', ADMIN_PASSWORD);
    await ctx.db.getRepository(AdminUser).update({ username: 'carim' }, { disabled: true });
    const owners = await get('/api/admin/owners');
    expect(owners.body.owners).toEqual([
      { id: anaId, username: 'ana' },
      { id: badrId, username: 'badr' },
    ]);
  });

  it('moves a lead out of Spam into the inbox and sends its email once', async () => {
    const caught = await addLead({
      name: 'Real person in spam',
      spamReason: 'too-fast',
      createdAt: new Date('2023-06-01T09:00:00Z'),
    });
    const june = 'from=2023-06-01&to=2023-06-30';
    expect(names(await get(`/api/admin/leads?${june}`))).toEqual([]);
    expect(names(await get(`/api/admin/leads?${june}&view=spam`))).toEqual(['Real person in spam']);

    const release = () =>
      api().post(`/api/admin/leads/${caught.id}/not-spam`).set('Cookie', ana).set('Origin', TEST_SITE_URL);
    const released = await release();
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ spamReason: null });
    expect(released.body.timeline[0]).toMatchObject({ kind: 'spam', actor: 'ana', from: 'too-fast', to: null });
    expect(names(await get(`/api/admin/leads?${june}`))).toEqual(['Real person in spam']);
    expect(names(await get(`/api/admin/leads?${june}&view=spam`))).toEqual([]);

    await worker.runNow();
    await eventually(
      () => inbox.messages.some((mail) => mail.subject?.includes('Real person in spam')),
      120_000,
      'the released lead’s email',
    );
    expect((await release()).status).toBe(200);
    expect(await ctx.db.getRepository(LeadNotification).countBy({ leadId: caught.id })).toBe(1);
    expect(await ctx.db.getRepository(AuditEvent).countBy({ action: 'not-spam', actor: 'ana' })).toBe(1);
    expect(
      (await api().post('/api/admin/leads/9999999/not-spam').set('Cookie', ana).set('Origin', TEST_SITE_URL)).status,
    ).toBe(404);
  });

  it('exports the pipeline, attribution and returning contact in the CSV, headed in the admin’s language', async () => {
    const first = await addLead({ name: 'Exported first', createdAt: new Date('2023-07-01T09:00:00Z') });
    const lead = await addLead({
      name: 'Exported',
      phone: '050 123 4567',
      phoneE164: '+966501234567',
      contactLeadId: first.id,
      landingPath: '/odoo-riyadh',
      referrerOrigin: 'https://www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'cfo-q3',
      utmTerm: 'erp',
      utmContent: 'banner',
      fbclid: 'fb-1',
      odooLeadId: 4127,
      createdAt: new Date('2023-07-02T09:00:00Z'),
    });
    await patch(lead.id, {
      version: 1,
      stage: 'lost',
      lostReason: 'Budget',
      ownerId: badrId,
      followUpOn: '2025-04-01',
    });
    const exportCsv = () =>
      api()
        .post('/api/admin/leads.csv?from=2023-07-02&to=2023-07-02')
        .set('Cookie', ana)
        .set('Origin', TEST_SITE_URL)
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => done(null, text));
        });

    const [header, row] = csvRows((await exportCsv()).body as string);
    const cell = (title: string) => row![header!.indexOf(title)];
    expect(header).toEqual(expect.arrayContaining(['Stage', 'Owner', 'Lost reason', 'Follow-up day', 'utm_campaign']));
    expect({
      stage: cell('Stage'),
      owner: cell('Owner'),
      lostReason: cell('Lost reason'),
      followUp: cell('Follow-up day'),
      e164: cell('Phone (E.164)'),
      returning: cell('Returning contact: first lead ID'),
      landing: cell('Landing page'),
      referrer: cell('Referrer'),
      utm: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].map(cell),
      fbclid: cell('fbclid'),
      odoo: cell('Odoo lead ID'),
    }).toEqual({
      stage: 'Lost',
      owner: 'badr',
      lostReason: 'Budget',
      followUp: '2025-04-01',
      e164: "'+966501234567",
      returning: String(first.id),
      landing: '/odoo-riyadh',
      referrer: 'https://www.linkedin.com',
      utm: ['linkedin', 'social', 'cfo-q3', 'erp', 'banner'],
      fbclid: 'fb-1',
      odoo: '4127',
    });

    const switched = await api()
      .put('/api/admin/language')
      .set('Cookie', ana)
      .set('Origin', TEST_SITE_URL)
      .send({ locale: 'ar' });
    expect(switched.status).toBe(204);
    const [arabicHeader, arabicRow] = csvRows((await exportCsv()).body as string);
    expect(arabicHeader).toEqual(expect.arrayContaining(['المرحلة', 'المسؤول', 'سبب الخسارة', 'موعد المتابعة']));
    expect(arabicRow![arabicHeader!.indexOf('المرحلة')]).toBe('صفقة لم تتم');
    await ctx.db.getRepository(AdminUser).update({ username: 'ana' }, { locale: 'en' });
  });

  it('deletes a lead with its timeline, and an erasure takes the notes about the person too', async () => {
    const lead = await addLead({ name: 'Deleted with notes', createdAt: new Date('2023-08-01T09:00:00Z') });
    await note(lead.id, 'Will be gone');
    const del = await api().delete(`/api/admin/leads/${lead.id}`).set('Cookie', ana).set('Origin', TEST_SITE_URL);
    expect(del.status).toBe(204);
    expect(await ctx.db.getRepository(LeadEvent).countBy({ leadId: lead.id })).toBe(0);

    const erased = await addLead({
      name: 'Erased with notes',
      email: 'erase.me@example.sa',
      createdAt: new Date('2023-08-02T09:00:00Z'),
    });
    await note(erased.id, 'Prefers calls after Asr; the CFO is his brother.');
    await patch(erased.id, { version: 1, stage: 'contacted' });
    const erasure = await api()
      .post('/api/admin/erasures')
      .set('Cookie', ana)
      .set('Origin', TEST_SITE_URL)
      .send({ email: 'erase.me@example.sa' });
    expect(erasure.body).toEqual({ erased: 1, odooLeads: [] });
    expect(await ctx.db.getRepository(LeadEvent).countBy({ leadId: erased.id })).toBe(0);
  });
});
