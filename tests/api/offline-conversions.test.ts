// Won leads become offline conversions for Google Ads and Microsoft Advertising: the import file is
// the platforms' template byte for byte, each conversion goes out once unless asked again, only owners
// export, and Meta's click id is kept in its fbc form at intake. On SQLite and MariaDB.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

// The moment each lead is marked won: 12:15:00 in Riyadh.
const WON_AT = new Date('2026-11-20T09:15:00Z');

describe.each(testDatabases('offline-conversions'))('offline conversions on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const cookies: Record<string, string> = {};
  let visitors = 0;
  const api = () => request(ctx.app.callback());
  const as = (who: string, req: request.Test) => req.set('Origin', TEST_SITE_URL).set('Cookie', cookies[who]!);

  const postLead = async (name: string, attribution: Record<string, string>) => {
    const res = await api()
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', `203.0.113.${++visitors}`)
      .send({ phone: '050 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL, name, attribution });
    expect(res.status, res.text).toBe(201);
    return ctx.db.getRepository(Lead).findOneByOrFail({ name });
  };
  const win = async (lead: Lead, valueSar: number) => {
    const res = await as('boss', api().patch(`/api/admin/leads/${lead.id}`)).send({
      version: lead.version,
      stage: 'won',
    });
    expect(res.status, res.text).toBe(200);
    await ctx.db.getRepository(Lead).update({ id: lead.id }, { valueSar });
  };
  const exportCsv = (body: Record<string, unknown>, who = 'boss') =>
    as(who, api().post('/api/admin/offline-conversions.csv')).send(body).buffer(true);

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), { TRUST_PROXY: '1' }, { clock: () => WON_AT });
    for (const [username, role] of [
      ['boss', 'owner'],
      ['seller', 'sales'],
    ] as const) {
      await createAdminWithRole(ctx.db, username, role);
      cookies[username] = await sessionCookie(ctx.app, username);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('keeps Meta’s click id in its fbc form at intake, stamped with the time the lead came in', async () => {
    const arrival = Date.parse('2026-11-10T09:30:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: arrival });
    try {
      const lead = await postLead('Meta Visitor', { fbclid: 'IwAR2xYz_fbclid-value' });
      expect(lead.fbc).toBe(`fb.1.${arrival}.IwAR2xYz_fbclid-value`);
    } finally {
      vi.useRealTimers();
    }
    expect((await postLead('No Meta Click', {})).fbc).toBeNull();
  });

  it('exports the period’s won Google leads in Google Ads’ template byte for byte, once', async () => {
    const names = await as('boss', api().put('/api/admin/offline-conversions/names')).send({
      google: 'Website deal won',
      microsoft: 'Won deal, offline',
    });
    expect(names.status, names.text).toBe(200);
    expect(names.body.names).toEqual({ google: 'Website deal won', microsoft: 'Won deal, offline' });

    const first = await postLead('Won From Google', { gclid: 'Cj0KCQiA-first_gclid' });
    const second = await postLead('Also Won From Google', { gclid: 'EAIaIQob-second' });
    const bing = await postLead('Won From Bing', { msclkid: '4f3c2b1a0e9d8c7b6a5f4e3d2c1b0a99' });
    const notWon = await postLead('Still Open', { gclid: 'Cj0-not-won' });
    await win(first, 250_000);
    await win(second, 48_500);
    await win(bing, 90_000);
    expect(notWon.stage).toBe('new');

    const google = await exportCsv({ from: '2026-11-01', to: '2026-11-30', format: 'google' });
    expect(google.status, google.text).toBe(200);
    expect(google.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(google.text).toBe(
      'Parameters:TimeZone=+0300\r\n' +
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n' +
        `Cj0KCQiA-first_gclid,Website deal won,2026-11-20 12:15:00,250000,SAR\r\n` +
        `EAIaIQob-second,Website deal won,2026-11-20 12:15:00,48500,SAR\r\n`,
    );

    const microsoft = await exportCsv({ from: '2026-11-20', to: '2026-11-20', format: 'microsoft' });
    expect(microsoft.text).toBe(
      'Parameters:TimeZone=+0300\r\n' +
        'Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n' +
        `4f3c2b1a0e9d8c7b6a5f4e3d2c1b0a99,"Won deal, offline",2026-11-20 12:15:00,90000,SAR\r\n`,
    );

    // Exported once: a second export of the same period has no rows, unless asked again.
    const again = await exportCsv({ from: '2026-11-01', to: '2026-11-30', format: 'google' });
    expect(again.text).toBe(
      'Parameters:TimeZone=+0300\r\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n',
    );
    const forced = await exportCsv({ from: '2026-11-01', to: '2026-11-30', format: 'google', again: true });
    expect(forced.text.split('\r\n').filter(Boolean)).toHaveLength(4);
    // Outside the period: nothing.
    const october = await exportCsv({ from: '2026-10-01', to: '2026-10-31', format: 'google', again: true });
    expect(october.text.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('adds leads that reached a chosen stage when asked', async () => {
    const lead = await postLead('Qualified From Google', { gclid: 'Cj0-qualified' });
    const res = await as('boss', api().patch(`/api/admin/leads/${lead.id}`)).send({
      version: lead.version,
      stage: 'qualified',
    });
    expect(res.status).toBe(200);
    const without = await exportCsv({ from: '2026-11-01', to: '2026-11-30', format: 'google' });
    expect(without.text).not.toContain('Cj0-qualified');
    const withStage = await exportCsv({ from: '2026-11-01', to: '2026-11-30', format: 'google', stage: 'qualified' });
    expect(withStage.text).toContain('Cj0-qualified,Website deal won,2026-11-20 12:15:00,');
  });

  it('refuses bad input by field, and anyone but an owner', async () => {
    const bad = await exportCsv({ from: '2026-11-30', to: '2026-11-01', format: 'yahoo' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['format']));
    const formula = await as('boss', api().put('/api/admin/offline-conversions/names')).send({
      google: '=HYPERLINK()',
    });
    expect(formula.status).toBe(400);
    expect(formula.body.fields.google).toMatch(/cannot start with/);
    expect((await exportCsv({ from: '2026-11-01', to: '2026-11-30', format: 'google' }, 'seller')).status).toBe(403);
  });
});
