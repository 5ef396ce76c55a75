// One change to many leads from the inbox's selection, on SQLite and MySQL: a lead someone else saved
// since is reported with its current version and left alone while the others change; each change is
// on its lead's timeline and in the audit log; viewers change nothing and sales delete nothing; "all
// matching the filter" is refused past its cap with a 400 naming `filter`; bad bodies name the field.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, Lead, LeadEvent } from '../../entities/index.js';
import { FILTER_CAP, type BulkOutcome } from '../../server/admin/pipeline/bulk-changes.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const NOW = new Date('2025-03-15T09:00:00Z');

describe.each(testDatabases('bulk_changes'))('bulk changes API on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let owner = '';
  let sales = '';
  let viewer = '';
  let salesId = 0;
  let phoneSeq = 0;
  const bulk = (body: object, cookie = owner) =>
    request(ctx.app.callback())
      .post('/api/admin/leads/bulk')
      .set('Cookie', cookie)
      .set('Origin', TEST_SITE_URL)
      .send(body);

  async function addLeads(count: number, fields: Partial<Lead> = {}): Promise<Lead[]> {
    const repo = ctx.db.getRepository(Lead);
    const made: Lead[] = [];
    for (let i = 0; i < count; i += 1) {
      phoneSeq += 1;
      made.push(
        repo.create({
          name: `Lead ${phoneSeq}`,
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
          createdAt: new Date(Date.UTC(2024, 0, 1)),
          ...fields,
        }),
      );
    }
    return repo.save(made, { chunk: 200 });
  }
  const refs = (leads: Lead[]) => leads.map(({ id, version }) => ({ id, version }));

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => NOW });
    await createAdminWithRole(ctx.db, 'olga', 'owner');
    salesId = (await createAdminWithRole(ctx.db, 'sami', 'sales')).id;
    await createAdminWithRole(ctx.db, 'vera', 'viewer');
    owner = await sessionCookie(ctx.app, 'olga');
    sales = await sessionCookie(ctx.app, 'sami');
    viewer = await sessionCookie(ctx.app, 'vera');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('changes every lead still at the version sent and reports the one saved by someone else with its values', async () => {
    const leads = await addLeads(5);
    const stale = leads[2]!;
    // Someone else saves one of them after the selection was read.
    await ctx.db.getRepository(Lead).update({ id: stale.id }, { stage: 'qualified', version: stale.version + 1 });

    const res = await bulk({ leads: refs(leads), action: { kind: 'assign', ownerId: salesId } }, sales);
    expect(res.status).toBe(200);
    const outcome = res.body as BulkOutcome;
    expect(outcome.changed.map((c) => c.id).sort()).toEqual(
      leads
        .filter((l) => l !== stale)
        .map((l) => l.id)
        .sort(),
    );
    expect(outcome.changed.every((c) => c.version === leads[0]!.version + 1)).toBe(true);
    expect(outcome.conflicted).toEqual([
      { id: stale.id, version: stale.version + 1, stage: 'qualified', ownerId: null, spamReason: null },
    ]);

    const stored = await ctx.db.getRepository(Lead).findBy({ id: leads[0]!.id });
    expect(stored[0]!.ownerId).toBe(salesId);
    expect((await ctx.db.getRepository(Lead).findOneByOrFail({ id: stale.id })).ownerId).toBeNull();

    // One timeline entry and one audit entry per changed lead, under the admin who made the change.
    const events = await ctx.db.getRepository(LeadEvent).findBy({ kind: 'owner', actor: 'sami' });
    expect(events.map((e) => e.leadId).sort()).toEqual(outcome.changed.map((c) => c.id).sort());
    const audits = await ctx.db.getRepository(AuditEvent).findBy({ actor: 'sami', action: 'lead-change' });
    for (const { id } of outcome.changed)
      expect(audits.some((a) => a.detail.startsWith(`Changed lead ${id}:`))).toBe(true);
    expect(audits.some((a) => a.detail.startsWith(`Changed lead ${stale.id}:`))).toBe(false);
  });

  it('moves, marks lost and marks spam through the single-lead changes, and reports missing leads', async () => {
    const leads = await addLeads(3);
    const moved = await bulk({ leads: refs(leads), action: { kind: 'stage', stage: 'proposal' } }, sales);
    expect(moved.status).toBe(200);
    expect((moved.body as BulkOutcome).changed).toHaveLength(3);
    const versions = (moved.body as BulkOutcome).changed;

    const lost = await bulk(
      { leads: versions.slice(0, 2), action: { kind: 'lost', reason: '  Chose another partner ' } },
      sales,
    );
    expect((lost.body as BulkOutcome).changed).toHaveLength(2);
    const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: versions[0]!.id });
    expect(stored).toMatchObject({ stage: 'lost', lostReason: 'Chose another partner' });

    const spam = await bulk(
      { leads: [versions[2]!, { id: 999_999, version: 1 }], action: { kind: 'spam', reason: 'advert' } },
      sales,
    );
    expect(spam.status).toBe(200);
    expect(spam.body).toMatchObject({ missing: [999_999], conflicted: [] });
    expect((spam.body as BulkOutcome).changed.map((c) => c.id)).toEqual([versions[2]!.id]);
    expect((await ctx.db.getRepository(Lead).findOneByOrFail({ id: versions[2]!.id })).spamReason).toBe('advert');
  });

  it('lets viewers change nothing and only owners delete, each deletion audited', async () => {
    const leads = await addLeads(2);
    expect((await bulk({ leads: refs(leads), action: { kind: 'stage', stage: 'won' } }, viewer)).status).toBe(403);
    expect((await bulk({ leads: refs(leads), action: { kind: 'delete' } }, sales)).status).toBe(403);
    expect(await ctx.db.getRepository(Lead).countBy({ id: leads[0]!.id })).toBe(1);

    const deleted = await bulk({ leads: refs(leads), action: { kind: 'delete' } }, owner);
    expect(deleted.status).toBe(200);
    expect((deleted.body as BulkOutcome).changed).toHaveLength(2);
    expect(await ctx.db.getRepository(Lead).countBy({ id: leads[0]!.id })).toBe(0);
    const audits = await ctx.db.getRepository(AuditEvent).findBy({ actor: 'olga', action: 'delete' });
    for (const lead of leads) expect(audits.some((a) => a.detail === `Deleted lead ${lead.id}`)).toBe(true);
  });

  it('changes all leads matching a filter, and refuses a filter matching more than the cap naming `filter`', async () => {
    await addLeads(4, { utmCampaign: 'bulk-small' });
    const small = await bulk(
      { filter: { campaign: 'bulk-small' }, action: { kind: 'stage', stage: 'contacted' } },
      sales,
    );
    expect(small.status).toBe(200);
    expect((small.body as BulkOutcome).changed).toHaveLength(4);
    expect(await ctx.db.getRepository(Lead).countBy({ utmCampaign: 'bulk-small', stage: 'contacted' })).toBe(4);

    await addLeads(FILTER_CAP + 1, { utmCampaign: 'bulk-huge' });
    const huge = await bulk({ filter: { campaign: 'bulk-huge' }, action: { kind: 'stage', stage: 'won' } }, sales);
    expect(huge.status).toBe(400);
    expect(huge.body.fields).toHaveProperty('filter');
    expect(await ctx.db.getRepository(Lead).countBy({ utmCampaign: 'bulk-huge', stage: 'won' })).toBe(0);
  }, 120_000);

  it('names the field of a bad body', async () => {
    const none = await bulk({ leads: [], action: { kind: 'assign', ownerId: salesId } });
    expect(none.status).toBe(400);
    expect(none.body.fields).toHaveProperty('leads');
    const noAction = await bulk({ leads: [{ id: 1, version: 1 }], action: { kind: 'explode' } });
    expect(noAction.status).toBe(400);
    expect(noAction.body.fields).toHaveProperty('action');
    const noReason = await bulk({ leads: [{ id: 1, version: 1 }], action: { kind: 'lost', reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.action).toBe('Write why the lead was lost');
    const both = await bulk({ action: { kind: 'delete' } });
    expect(both.status).toBe(400);
    expect(both.body.fields).toHaveProperty('leads');
    const badOwner = await bulk({ leads: [{ id: 1, version: 1 }], action: { kind: 'assign', ownerId: 987_654 } });
    expect(badOwner.status).toBe(400);
    expect(badOwner.body.fields.action).toMatch(/No admin with this id/);
  });
});
