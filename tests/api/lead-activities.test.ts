// A lead's activities in the admin API, on SQLite and MySQL, with the app's clock pinned: adding one
// (a bad type, day or time is a 400 naming the field; a moment already past needs confirmPast), done
// and open again, the lead's follow-up day kept equal to its earliest open activity, the signed-in
// admin's overdue and today counts, who may write, the timeline entry, and the inbox's poll of the
// newest lead answering 304 while nothing new arrived.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import type { AdminActivity } from '../../site/lead-activities.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

// Sunday 10:00 in Riyadh (07:00 UTC).
const NOW = new Date('2025-03-16T07:00:00Z');
const TODAY = '2025-03-16';

describe.each(testDatabases('lead_activities'))('lead activities on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let sara = '';
  let saraId = 0;
  let viewer = '';
  let leadId = 0;
  const api = () => request(ctx.app.callback());
  const add = (body: object, cookie = sara, id = leadId) =>
    api().post(`/api/admin/leads/${id}/activities`).set('Cookie', cookie).set('Origin', TEST_SITE_URL).send(body);
  const change = (id: number, body: object, cookie = sara) =>
    api().patch(`/api/admin/activities/${id}`).set('Cookie', cookie).set('Origin', TEST_SITE_URL).send(body);
  const followUpOn = async () => (await ctx.db.getRepository(Lead).findOneByOrFail({ id: leadId })).followUpOn;

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => NOW });
    saraId = (await createAdminWithRole(ctx.db, 'sara', 'sales')).id;
    await createAdminWithRole(ctx.db, 'vera', 'viewer');
    sara = await sessionCookie(ctx.app, 'sara');
    viewer = await sessionCookie(ctx.app, 'vera');
    const repo = ctx.db.getRepository(Lead);
    leadId = (
      await repo.save(
        repo.create({
          name: 'Nora',
          email: 'nora@example.com',
          phone: '0501234567',
          company: '',
          city: '',
          service: 'Contact Form',
          message: 'Quote please',
          source: 'contact',
          locale: 'en',
          pagePath: '/contact',
          marketingConsent: false,
          idempotencyKey: null,
          createdAt: new Date('2025-03-10T09:00:00Z'),
        }),
      )
    ).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses a bad type, day, time or assignee with a 400 naming the field, and a past time without confirmation', async () => {
    const fieldsOf = async (body: object) => {
      const res = await add(body);
      expect(res.status).toBe(400);
      return Object.keys(res.body.fields ?? {});
    };
    expect(await fieldsOf({ type: 'lunch', dueOn: TODAY })).toEqual(['type']);
    expect(await fieldsOf({ type: 'call', dueOn: '2025-02-30' })).toEqual(['dueOn']);
    expect(await fieldsOf({ type: 'call', dueOn: TODAY, dueTime: '25:00' })).toEqual(['dueTime']);
    expect(await fieldsOf({ type: 'call', dueOn: '2035-01-01' })).toEqual(['dueOn']);
    expect(await fieldsOf({ type: 'call', dueOn: TODAY, assigneeId: 99_999 })).toEqual(['assigneeId']);
    expect(await fieldsOf({ type: 'call', dueOn: TODAY, dueTime: '09:30' })).toEqual(['dueAt']);
    expect(await fieldsOf({ type: 'call', dueOn: '2025-03-15' })).toEqual(['dueAt']);
    expect(await followUpOn()).toBeNull();
    // A viewer reads, but does not plan.
    expect((await add({ type: 'call', dueOn: TODAY }, viewer)).status).toBe(403);
  });

  it('keeps the follow-up day on the earliest open activity, counts mine, and marks done and open again', async () => {
    const later = await add({ type: 'meeting', dueOn: '2025-03-20', dueTime: '11:00', assigneeId: saraId });
    expect(later.status).toBe(201);
    expect(await followUpOn()).toBe('2025-03-20');

    const past = await add({ type: 'call', dueOn: TODAY, dueTime: '09:30', assigneeId: saraId, confirmPast: true });
    expect(past.status).toBe(201);
    await add({ type: 'demo', dueOn: TODAY, dueTime: '16:00', assigneeId: saraId, note: 'Show the POS' });
    const unassigned = await add({ type: 'other', dueOn: '2025-03-14', confirmPast: true });
    expect(unassigned.status).toBe(201);
    expect(await followUpOn()).toBe('2025-03-14');
    expect(unassigned.body.lead.followUpOn).toBe('2025-03-14');

    const counts = await api().get('/api/admin/my-activities/counts').set('Cookie', sara);
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({ overdue: 1, today: 1 });
    expect((await api().get('/api/admin/my-activities/counts').set('Cookie', viewer)).body).toEqual({
      overdue: 0,
      today: 0,
    });

    const activities = unassigned.body.activities as AdminActivity[];
    const oldest = activities.find((a) => a.dueOn === '2025-03-14')!;
    expect(oldest).toMatchObject({ overdue: true, done: false, assignee: null });
    const done = await change(oldest.id, { done: true });
    expect(done.status).toBe(200);
    expect(await followUpOn()).toBe(TODAY);
    const call = activities.find((a) => a.type === 'call')!;
    await change(call.id, { done: true });
    expect((await api().get('/api/admin/my-activities/counts').set('Cookie', sara)).body).toEqual({
      overdue: 0,
      today: 1,
    });
    // Open again: counted again, and the lead's follow-up day comes back to it.
    const reopened = await change(oldest.id, { done: false });
    expect(reopened.status).toBe(200);
    expect(await followUpOn()).toBe('2025-03-14');
    expect((await change(oldest.id, { type: 'dinner' })).body.fields).toHaveProperty('type');
    expect((await change(oldest.id, {})).status).toBe(400);
    expect((await change(oldest.id, { done: true }, viewer)).status).toBe(403);

    // Everything done: no follow-up day left.
    for (const each of (await api().get(`/api/admin/leads/${leadId}/activities`).set('Cookie', viewer)).body
      .activities as AdminActivity[])
      if (!each.done) await change(each.id, { done: true });
    expect(await followUpOn()).toBeNull();

    const detail = await api().get(`/api/admin/leads/${leadId}`).set('Cookie', sara);
    const kinds = (detail.body.timeline as Array<{ kind: string; from: string }>).filter((e) => e.kind === 'activity');
    expect(kinds.map((e) => e.from)).toContain('added');
    expect(kinds.map((e) => e.from)).toContain('reopened');
  });

  it('keeps the morning reminder switch, and says email is off without SMTP', async () => {
    const put = (on: unknown, cookie = sara) =>
      api().put('/api/admin/own/morning-reminder').set('Cookie', cookie).set('Origin', TEST_SITE_URL).send({ on });
    expect((await api().get('/api/admin/own/morning-reminder').set('Cookie', sara)).body).toEqual({
      on: true,
      emailConfigured: false,
      hasAddress: false,
    });
    expect((await put(false)).body).toMatchObject({ on: false });
    expect((await put('yes')).body.fields).toHaveProperty('on');
    expect((await put(true, viewer)).status).toBe(403);
  });

  it('answers the newest lead id with an ETag, and 304 when it is still the same', async () => {
    const first = await api().get(`/api/admin/leads/latest-id?after=${leadId}`).set('Cookie', viewer);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ latestId: leadId, newSince: 0 });
    const etag = first.headers.etag!;
    const same = await api()
      .get(`/api/admin/leads/latest-id?after=${leadId}`)
      .set('Cookie', viewer)
      .set('If-None-Match', etag);
    expect(same.status).toBe(304);
    const repo = ctx.db.getRepository(Lead);
    const newer = await repo.save(repo.create({ ...(await repo.findOneByOrFail({ id: leadId })), id: undefined }));
    const changed = await api()
      .get(`/api/admin/leads/latest-id?after=${leadId}`)
      .set('Cookie', viewer)
      .set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ latestId: newer.id, newSince: 1 });
    expect((await api().get('/api/admin/leads/latest-id?after=x').set('Cookie', viewer)).body.fields).toHaveProperty(
      'after',
    );
  });
});
