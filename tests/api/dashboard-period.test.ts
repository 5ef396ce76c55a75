// The dashboard's period picker and its "not contacted within one working hour" count, on SQLite and
// MySQL with the clock pinned: each period's first and last moment, refusals naming their field,
// and a wait across the Saudi weekend measured in working hours only.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import type { Dashboard } from '../../site/dashboard.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

// Wednesday 11 March 2026, 12:00 in Riyadh (UTC+3).
const NOW = new Date('2026-03-11T09:00:00Z');
const riyadh = (local: string) => new Date(`${local}+03:00`);

describe.each(testDatabases('dashboard_period'))('dashboard period on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let owner = '';
  let seq = 0;

  const addLead = (name: string, createdAt: Date, firstResponseAt: Date | null = null) => {
    const repo = ctx.db.getRepository(Lead);
    seq += 1;
    return repo.save(
      repo.create({
        name,
        phone: `05${String(seq).padStart(8, '0')}`,
        service: 'Contact Form',
        message: 'A quote please',
        source: 'contact',
        locale: 'en',
        createdAt,
        firstResponseAt,
      }),
    );
  };

  const dashboard = async (query: string) => {
    const res = await request(ctx.app.callback()).get(`/api/admin/dashboard${query}`).set('Cookie', owner);
    return res;
  };

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => NOW });
    await createAdminWithRole(ctx.db, 'olga', 'owner');
    owner = await sessionCookie(ctx.app, 'olga');
    // Four weeks back opens on Sunday 15 February: the last second of Saturday 14th is outside.
    await addLead('Saturday night', riyadh('2026-02-14T23:59:59'), riyadh('2026-02-15T08:40:00'));
    await addLead('Sunday dawn', riyadh('2026-02-15T00:00:00'), riyadh('2026-02-15T08:45:00'));
    // Thursday 16:30 answered Sunday 08:20: within one working hour across the weekend.
    await addLead('Weekend in time', riyadh('2026-03-05T16:30:00'), riyadh('2026-03-08T08:20:00'));
    // Thursday 16:00 answered Sunday 08:40: past the hour.
    await addLead('Weekend late', riyadh('2026-03-05T16:00:00'), riyadh('2026-03-08T08:40:00'));
    await addLead('Half an hour', riyadh('2026-03-09T09:00:00'), riyadh('2026-03-09T09:30:00'));
    // Never contacted: two working hours ago (late), half an hour ago (not yet).
    await addLead('Waiting since ten', riyadh('2026-03-11T10:00:00'));
    await addLead('Just came', riyadh('2026-03-11T11:30:00'));
    // A week and more: late whatever the calendar.
    await addLead('Eight days', riyadh('2026-02-20T10:00:00'), riyadh('2026-02-28T10:00:00'));
    // Sunday 15 Feb's lead above was answered in time; a year back counts only in 52 weeks.
    await addLead('Last spring', riyadh('2025-04-01T10:00:00'), riyadh('2025-04-01T10:10:00'));
  });
  afterAll(async () => void (await ctx?.close()));

  const total = (body: Dashboard) => body.stages.leads;

  it('offers 12 weeks by default, and 4 and 52 weeks of Saudi weeks ending this Saturday', async () => {
    const twelve = (await dashboard('')).body as Dashboard;
    expect(twelve.period).toEqual({ weeks: 12 });
    expect([twelve.from, twelve.to, twelve.weeks.length]).toEqual(['2025-12-21', '2026-03-14', 12]);
    expect(total(twelve)).toBe(8);

    const four = (await dashboard('?weeks=4')).body as Dashboard;
    expect([four.from, four.to, four.weeks.length]).toEqual(['2026-02-15', '2026-03-14', 4]);
    expect(total(four)).toBe(7);
    expect(four.weeks[0]).toMatchObject({ start: '2026-02-15', bySource: { contact: 2 } });

    const year = (await dashboard('?weeks=52')).body as Dashboard;
    expect([year.from, year.weeks.length]).toEqual(['2025-03-16', 52]);
    expect(total(year)).toBe(9);
  });

  it('takes a range of whole Riyadh days, its weeks still Sunday to Saturday', async () => {
    const range = (await dashboard('?from=2026-02-14&to=2026-02-15')).body as Dashboard;
    expect(range.period).toEqual({ from: '2026-02-14', to: '2026-02-15' });
    expect([range.from, range.to]).toEqual(['2026-02-14', '2026-02-15']);
    expect(range.weeks.map((week) => week.start)).toEqual(['2026-02-08', '2026-02-15']);
    expect(total(range)).toBe(2);
    expect(total((await dashboard('?from=2026-02-15&to=2026-02-15')).body as Dashboard)).toBe(1);
  });

  it('refuses a period it does not offer, naming the field', async () => {
    for (const [query, field] of [
      ['?weeks=5', 'weeks'],
      ['?from=2026-02-30&to=2026-03-01', 'from'],
      ['?from=2026-02-01', 'to'],
      ['?to=2026-02-01', 'from'],
      ['?from=2026-03-01&to=2026-02-01', 'to'],
      ['?from=2020-01-01&to=2026-01-01', 'to'],
      ['?weeks=4&from=2026-02-01&to=2026-02-02', 'weeks'],
    ] as const) {
      const res = await dashboard(query);
      expect({ query, status: res.status, fields: Object.keys(res.body.fields ?? {}) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });

  it('counts the leads not contacted within one working hour, the weekend not counted', async () => {
    const { lateFirstContact } = (await dashboard('?weeks=4')).body as Dashboard;
    expect(lateFirstContact.late).toBe(3);
    expect(lateFirstContact.neverContacted).toBe(1);
    expect(lateFirstContact.latest.map((lead) => lead.name)).toEqual([
      'Waiting since ten',
      'Weekend late',
      'Eight days',
    ]);
  });
});
