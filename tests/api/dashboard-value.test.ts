// The owner's dashboard sums, on SQLite and MySQL, for a known set of leads with the clock pinned:
// the open pipeline's value by stage and close month, won value by campaign and by source, and a row
// per salesperson (leads, contacted, median first response, won and its value, overdue activities).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead, LeadActivity } from '../../entities/index.js';
import type { Dashboard } from '../../site/dashboard.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

// Wednesday 11 March 2026, 12:00 in Riyadh.
const NOW = new Date('2026-03-11T09:00:00Z');
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe.each(testDatabases('dashboard_value'))('dashboard value sums on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let owner = '';
  let samiId = 0;
  let nouraId = 0;
  let seq = 0;

  const addLead = (fields: Partial<Lead>) => {
    const repo = ctx.db.getRepository(Lead);
    seq += 1;
    return repo.save(
      repo.create({
        name: `Lead ${seq}`,
        phone: `05${String(seq).padStart(8, '0')}`,
        service: 'Contact Form',
        message: 'A quote please',
        source: 'contact',
        locale: 'en',
        createdAt: at('2026-03-02T06:00:00Z'),
        ...fields,
      }),
    );
  };

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => NOW });
    await createAdminWithRole(ctx.db, 'olga', 'owner');
    samiId = (await createAdminWithRole(ctx.db, 'sami', 'sales')).id;
    nouraId = (await createAdminWithRole(ctx.db, 'noura', 'sales')).id;
    owner = await sessionCookie(ctx.app, 'olga');
    const created = at('2026-03-02T06:00:00Z');
    const after = (hours: number) => new Date(created.getTime() + hours * HOUR);
    await addLead({
      stage: 'won',
      valueSar: 300_000,
      utmCampaign: 'erp-q1',
      ownerId: samiId,
      firstResponseAt: after(1),
    });
    await addLead({
      stage: 'won',
      valueSar: 120_000,
      utmCampaign: 'erp-q1',
      ownerId: samiId,
      firstResponseAt: after(3),
    });
    await addLead({
      stage: 'won',
      valueSar: 50_000,
      utmCampaign: 'brand',
      source: 'popup',
      ownerId: nouraId,
      firstResponseAt: after(2),
    });
    await addLead({
      stage: 'proposal',
      valueSar: 80_000,
      expectedCloseMonth: '2026-04',
      ownerId: samiId,
      firstResponseAt: after(5),
    });
    await addLead({ stage: 'qualified', valueSar: 20_000, expectedCloseMonth: '2026-04', ownerId: nouraId });
    await addLead({ stage: 'new', valueSar: null });
    await addLead({
      stage: 'lost',
      lostReason: 'Budget',
      valueSar: 999_000,
      ownerId: samiId,
      firstResponseAt: after(1),
    });
    // Spam and leads before the period count nowhere.
    await addLead({ stage: 'won', valueSar: 7_000_000, spamReason: 'honeypot', utmCampaign: 'erp-q1' });
    await addLead({ stage: 'won', valueSar: 7_000_000, utmCampaign: 'erp-q1', createdAt: at('2024-01-01T06:00:00Z') });
    const lead = await addLead({ stage: 'contacted', ownerId: nouraId, firstResponseAt: after(4) });
    const activities = ctx.db.getRepository(LeadActivity);
    for (const dueOn of ['2026-03-09', '2026-03-10', '2026-03-11'])
      await activities.insert({
        leadId: lead.id,
        type: 'call',
        dueOn,
        assigneeId: nouraId,
        done: false,
        createdAt: NOW.getTime(),
        createdBy: 'noura',
      });
  });
  afterAll(async () => void (await ctx?.close()));

  it('sums the pipeline, the won value and each salesperson’s row exactly', async () => {
    const res = await request(ctx.app.callback()).get('/api/admin/dashboard').set('Cookie', owner);
    expect(res.status).toBe(200);
    const dashboard = res.body as Dashboard;
    expect(dashboard.pipeline.byStage).toEqual([
      { stage: 'new', leads: 1, valueSar: 0 },
      { stage: 'contacted', leads: 1, valueSar: 0 },
      { stage: 'qualified', leads: 1, valueSar: 20_000 },
      { stage: 'proposal', leads: 1, valueSar: 80_000 },
    ]);
    expect(dashboard.pipeline.byCloseMonth).toEqual([
      { month: '2026-04', leads: 2, valueSar: 100_000 },
      { month: null, leads: 2, valueSar: 0 },
    ]);
    expect(dashboard.campaigns.byWon).toEqual([
      { name: 'erp-q1', leads: 2, won: 2, wonValueSar: 420_000 },
      { name: 'brand', leads: 1, won: 1, wonValueSar: 50_000 },
    ]);
    expect(dashboard.wonBySource).toEqual([
      { source: 'contact', won: 2, wonValueSar: 420_000 },
      { source: 'popup', won: 1, wonValueSar: 50_000 },
    ]);
    expect(dashboard.salespeople).toEqual([
      {
        owner: { id: samiId, username: 'sami' },
        leads: 4,
        contacted: 4,
        // 1, 1, 3 and 5 hours: the middle two's mean.
        medianResponseSeconds: 2 * 3600,
        won: 2,
        wonValueSar: 420_000,
        overdueActivities: 0,
      },
      {
        owner: { id: nouraId, username: 'noura' },
        leads: 3,
        contacted: 2,
        medianResponseSeconds: 3 * 3600,
        won: 1,
        wonValueSar: 50_000,
        overdueActivities: 2,
      },
      {
        owner: null,
        leads: 1,
        contacted: 0,
        medianResponseSeconds: null,
        won: 0,
        wonValueSar: 0,
        overdueActivities: 0,
      },
    ]);
  });
});
