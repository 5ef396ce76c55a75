// A lead's deal value and expected close month, on SQLite and MySQL: a sales admin sets them with
// the version they saw (an older version is refused, nothing overwritten), each change is on the
// timeline and in the activity log, a won lead keeps its value, a viewer cannot change them, and
// every bad value is a 400 naming its field.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, Lead } from '../../entities/index.js';
import type { AdminLeadDetail } from '../../site/admin-types.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const NOW = new Date('2026-03-15T09:00:00Z');

describe.each(testDatabases('lead_value'))('lead value and close month on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let sales = '';
  let viewer = '';
  const patch = (id: number, body: object, cookie = sales) =>
    request(ctx.app.callback())
      .patch(`/api/admin/leads/${id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_SITE_URL)
      .send(body);

  const addLead = () =>
    ctx.db.getRepository(Lead).save(
      ctx.db.getRepository(Lead).create({
        name: 'Priced Lead',
        phone: '0501234567',
        service: 'Contact Form',
        message: 'A quote please',
        source: 'contact',
        locale: 'en',
        createdAt: new Date('2026-03-01T09:00:00Z'),
      }),
    );

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => NOW });
    await createAdminWithRole(ctx.db, 'sami', 'sales');
    await createAdminWithRole(ctx.db, 'vera', 'viewer');
    sales = await sessionCookie(ctx.app, 'sami');
    viewer = await sessionCookie(ctx.app, 'vera');
  });
  afterAll(async () => void (await ctx?.close()));

  it('saves the value and month with the version seen, on the timeline and in the activity log', async () => {
    const lead = await addLead();
    const saved = await patch(lead.id, { version: 1, valueSar: 250_000, expectedCloseMonth: '2026-06' });
    expect(saved.status).toBe(200);
    const shown = saved.body as AdminLeadDetail;
    expect(shown).toMatchObject({ valueSar: 250_000, expectedCloseMonth: '2026-06', version: 2 });
    expect(shown.timeline.map((e) => [e.kind, e.from, e.to])).toEqual(
      expect.arrayContaining([
        ['value', null, '250000'],
        ['close-month', null, '2026-06'],
      ]),
    );
    const audit = await ctx.db.getRepository(AuditEvent).findOneByOrFail({ action: 'lead-change', actor: 'sami' });
    expect(audit.detail).toContain('value (none) → 250000');

    const stale = await patch(lead.id, { version: 1, valueSar: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.lead).toMatchObject({ valueSar: 250_000 });

    const won = await patch(lead.id, { version: 2, stage: 'won' });
    expect(won.body).toMatchObject({ stage: 'won', valueSar: 250_000 });
    const lost = await patch(lead.id, { version: 3, stage: 'lost' });
    expect(Object.keys(lost.body.fields)).toEqual(['lostReason']);

    expect((await patch(lead.id, { version: 3, valueSar: null }, viewer)).status).toBe(403);
    const cleared = await patch(lead.id, { version: 3, valueSar: null, expectedCloseMonth: null });
    expect(cleared.body).toMatchObject({ valueSar: null, expectedCloseMonth: null });
  });

  it('refuses a negative, fractional or absurd value and a bad month, naming the field', async () => {
    const lead = await addLead();
    for (const valueSar of [-1, 10.5, 1_000_000_001, '5000'])
      expect((await patch(lead.id, { version: 1, valueSar })).body.fields, String(valueSar)).toHaveProperty('valueSar');
    for (const expectedCloseMonth of ['2026-13', '2026-6', 'June', '2019-01', '2037-01'])
      expect((await patch(lead.id, { version: 1, expectedCloseMonth })).body.fields, expectedCloseMonth).toHaveProperty(
        'expectedCloseMonth',
      );
    expect((await patch(lead.id, { version: 1, valueSar: 1_000_000_000 })).status).toBe(200);
    expect(await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({ version: 2 });
  });
});
