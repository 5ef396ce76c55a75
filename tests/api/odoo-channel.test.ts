// Leads reach the company's Odoo as crm.lead records, once each, with their campaign: run against an
// Odoo stand-in that speaks the documented external API (tests/helpers/odoo-stand-in.ts), with two
// workers on their own connections as two server processes would run them, on SQLite and MariaDB.
import request from 'supertest';
import { In } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Lead, LeadNotification } from '../../entities/index.js';
import { ConfigError, parseConfig } from '../../server/config/config.js';
import { LeadNotifier } from '../../server/notifications/lead-notifier.js';
import { externalIdOfLead, ODOO_TAG_OF_SOURCE } from '../../server/notifications/odoo/odoo-lead-values.js';
import type { WorkerOptions } from '../../server/notifications/worker.js';
import { CONTACT_FORM_SERVICE, POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';
import { capturedLog, LOG_LEVEL } from '../helpers/log-lines.js';
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';
import { eventually } from '../helpers/smtp-inbox.js';
import { startWorkerProcess, stopWorkerProcesses, type WorkerProcess } from '../helpers/worker-process.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';

const POLL_MS = 100;

describe('Odoo settings', () => {
  const base = {
    NODE_ENV: 'test',
    DATABASE_URL: 'sqlite::memory:',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
  };
  it('stops the server at start when the Odoo settings are half given, naming each one missing', () => {
    const attempt = () => parseConfig({ ...base, ODOO_URL: 'https://erp.example.sa', ODOO_USER: 'website' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/ODOO_DB: required when ODOO_URL, ODOO_USER are set/);
    expect(attempt).toThrow(/ODOO_API_KEY: required/);
    expect(() => parseConfig({ ...base, ODOO_TEAM: 'Sales' })).toThrow(/ODOO_TEAM: set without ODOO_URL/);
    expect(() =>
      parseConfig({ ...base, ODOO_URL: 'ftp://erp', ODOO_DB: 'd', ODOO_USER: 'u', ODOO_API_KEY: '12345678' }),
    ).toThrow(/ODOO_URL/);
  });

  it('queues an Odoo notification with every lead only when all four are set', () => {
    const full = parseConfig({
      ...base,
      ODOO_URL: 'https://erp.example.sa/',
      ODOO_DB: 'erp',
      ODOO_USER: 'website@example.sa',
      ODOO_API_KEY: 'an-odoo-api-key',
    });
    expect(full.notifications.odoo).toEqual({
      url: 'https://erp.example.sa',
      db: 'erp',
      user: 'website@example.sa',
      apiKey: 'an-odoo-api-key',
    });
    expect(new LeadNotifier(full.notifications).channels).toEqual(['odoo']);
    expect(new LeadNotifier(parseConfig(base).notifications).channels).toEqual([]);
  });
});

describe.each(testDatabases('odoo-channel'))('the Odoo channel on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let odoo: OdooStandIn;
  let url: string;
  const running: WorkerProcess[] = [];
  // What the workers say, as the running server writes it.
  const log = capturedLog();
  const warnings = () => log.lines.filter((line) => line.level === LOG_LEVEL.warn);

  const odooEnv = (overrides: Record<string, string> = {}) => ({
    ODOO_URL: odoo.url,
    ODOO_DB: STAND_IN_DB,
    ODOO_USER: STAND_IN_LOGIN,
    ODOO_API_KEY: STAND_IN_API_KEY,
    ODOO_TEAM: 'Sales',
    ...overrides,
  });
  /** A worker on its own connection pool, as another server process would run it. */
  const startWorker = async (env: Record<string, string> = odooEnv(), options: Partial<WorkerOptions> = {}) =>
    running.push(
      await startWorkerProcess(url, env, {
        pollMs: POLL_MS,
        retryBaseMs: 100,
        retryMaxMs: 400,
        logger: log.logger,
        ...options,
      }),
    );
  const stopWorkers = () => stopWorkerProcesses(running);
  let visitors = 0;
  const postLead = async (body: Record<string, unknown>) => {
    // Each lead from its own address, so the per-network lead quota never refuses the test's many leads.
    const res = await request(ctx.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', `198.51.100.${++visitors}`)
      .send({ phone: '050 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL, ...body });
    expect(res.status, res.text).toBe(201);
    return ctx.db.getRepository(Lead).findOneByOrFail({ name: body.name as string });
  };
  const odooLeads = () => odoo.records.get('crm.lead')!;
  const odooNotification = (leadId: number) =>
    ctx.db.getRepository(LeadNotification).findOneByOrFail({ leadId, channel: 'odoo' });
  const delivered = (leadId: number) =>
    eventually(async () => (await odooNotification(leadId)).sentAt !== null, 120_000, `lead ${leadId} in Odoo`);

  beforeAll(async () => {
    odoo = await startOdooStandIn();
    url = await database.url();
    ctx = await startTestApp(url, { ...odooEnv(), TRUST_PROXY: '1' });
  });
  afterEach(async () => {
    await stopWorkers();
    odoo.apiKey = STAND_IN_API_KEY;
    odoo.crmInstalled = true;
    odoo.deniedModels.clear();
    odoo.refuseLeadsWith = undefined;
    odoo.answerAfter = undefined;
    odoo.serverVersion = 18;
    log.lines.splice(0);
  });
  afterAll(async () => {
    await odoo?.close();
    await ctx?.close();
  });

  it('turns 20 leads worked by two workers into exactly 20 Odoo leads, each with its campaign’s UTM records', async () => {
    const before = odooLeads().length;
    await startWorker();
    await startWorker();
    const campaigns = [
      { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'riyadh-q1' },
      { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'zatca-wave' },
    ];
    const leads = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postLead({ name: `Batch Lead ${i}`, attribution: { landingPath: '/odoo-saudi-arabia', ...campaigns[i % 2] } }),
      ),
    );
    for (const lead of leads) await delivered(lead.id);

    expect(odooLeads().length - before).toBe(20);
    const named = (model: string) =>
      odoo.records
        .get(model)!
        .map((r) => r.name as string)
        .sort();
    expect(named('utm.source')).toEqual(['google', 'newsletter']);
    expect(named('utm.medium')).toEqual(['cpc', 'email']);
    expect(named('utm.campaign')).toEqual(['riyadh-q1', 'zatca-wave']);
    const idOf = (model: string, name: string) => odoo.records.get(model)!.find((r) => r.name === name)!.id;
    for (const [i, lead] of leads.entries()) {
      const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
      const inOdoo = odooLeads().find((r) => r.id === stored.odooLeadId)!;
      const campaign = campaigns[i % 2]!;
      expect(inOdoo, lead.name).toMatchObject({
        contact_name: lead.name,
        source_id: idOf('utm.source', campaign.utmSource),
        medium_id: idOf('utm.medium', campaign.utmMedium),
        campaign_id: idOf('utm.campaign', campaign.utmCampaign),
      });
      // The external id marks it as this lead's, for every later attempt to find.
      const { module, name } = externalIdOfLead(lead.id, TEST_SITE_URL);
      expect(odoo.records.get('ir.model.data')!.filter((m) => m.module === module && m.name === name)).toEqual([
        expect.objectContaining({ model: 'crm.lead', res_id: stored.odooLeadId }),
      ]);
    }
  });

  it('finds UTM records as Odoo does: "Riyadh-Q1" reuses riyadh-q1, and an archived campaign is reused, not duplicated', async () => {
    const campaigns = odoo.records.get('utm.campaign')!;
    const archived = { id: 9001, name: 'ramadan-offer', title: 'ramadan-offer', active: false };
    campaigns.push(archived);
    const existing = campaigns.find((r) => r.name === 'riyadh-q1') ?? {
      id: 9002,
      name: 'riyadh-q1',
      title: 'riyadh-q1',
    };
    if (!campaigns.includes(existing)) campaigns.push(existing);
    const before = campaigns.length;
    await startWorker();
    const upper = await postLead({
      name: 'Upper Case Campaign',
      attribution: { utmSource: 'Google ', utmMedium: 'CPC', utmCampaign: 'Riyadh-Q1' },
    });
    const old = await postLead({ name: 'Archived Campaign', attribution: { utmCampaign: 'Ramadan-Offer' } });
    await delivered(upper.id);
    await delivered(old.id);

    expect(campaigns.length).toBe(before);
    const inOdoo = async (id: number) => {
      const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id });
      return odooLeads().find((r) => r.id === stored.odooLeadId)!;
    };
    expect((await inOdoo(upper.id)).campaign_id).toBe(existing.id);
    expect((await inOdoo(old.id)).campaign_id).toBe(archived.id);
    const sources = odoo.records.get('utm.source')!.filter((r) => (r.name as string).toLowerCase().trim() === 'google');
    expect(sources).toHaveLength(1);
    expect(odoo.records.get('utm.medium')!.filter((r) => (r.name as string).toLowerCase() === 'cpc')).toHaveLength(1);
  });

  it('speaks JSON-2 to Odoo 19 (every call to /json/2/… with the bearer key) and JSON-RPC to Odoo 18', async () => {
    for (const version of [19, 18] as const) {
      odoo.serverVersion = version;
      odoo.requests.splice(0);
      await startWorker();
      const lead = await postLead({ name: `Lead for Odoo ${version}`, attribution: { utmCampaign: `v${version}` } });
      await delivered(lead.id);
      const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
      expect(odooLeads().find((r) => r.id === stored.odooLeadId)).toMatchObject({ contact_name: lead.name });
      const calls = odoo.requests.filter((r) => r.line !== 'GET /web/version');
      expect(calls.length).toBeGreaterThan(3);
      if (version === 19) {
        for (const call of calls) {
          expect(call.line).toMatch(/^POST \/json\/2\/[a-z.]+\/[a-z_]+$/);
          expect(call.authorization).toBe(`bearer ${STAND_IN_API_KEY}`);
        }
      } else {
        for (const call of calls) expect(call.line).toBe('POST /jsonrpc');
      }
      await stopWorkers();
    }
  });

  it('maps the person, company, phone, message, pages, language, form, team and a link back to the admin', async () => {
    await startWorker();
    const lead = await postLead({
      name: 'نورة القحطاني',
      email: 'noura@alnoor.sa',
      phone: '٠٥٠ ١٢٣ ٤٥٦٧',
      company: 'شركة النور للتجارة',
      city: 'Riyadh',
      service: CONTACT_FORM_SERVICE,
      message: 'We need Odoo for 3 branches.\nZATCA <wave> & POS too.',
      locale: 'ar',
      pagePath: '/ar/contact',
      attribution: { landingPath: '/ar/blog/odoo-vat-saudi-arabia', referrerOrigin: 'https://www.google.com' },
    });
    await delivered(lead.id);
    const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
    const inOdoo = odooLeads().find((r) => r.id === stored.odooLeadId)!;
    const arabic = odoo.records.get('res.lang')!.find((l) => l.code === 'ar_001')!;
    const contactTag = odoo.records.get('crm.tag')!.find((t) => t.name === ODOO_TAG_OF_SOURCE.contact)!;
    expect(inOdoo).toMatchObject({
      name: 'Contact Form – شركة النور للتجارة',
      contact_name: 'نورة القحطاني',
      partner_name: 'شركة النور للتجارة',
      email_from: 'noura@alnoor.sa',
      phone: '+966501234567',
      city: 'Riyadh',
      lang_id: arabic.id,
      tag_ids: [contactTag.id],
      team_id: odoo.records.get('crm.team')!.find((t) => t.name === 'Sales')!.id,
      user_id: false,
    });
    // Without a campaign, no UTM record is pointed at or made up.
    expect(inOdoo.source_id).toBeUndefined();
    const description = inOdoo.description as string;
    expect(description).toContain('We need Odoo for 3 branches.<br>ZATCA &lt;wave&gt; &amp; POS too.');
    expect(description).toContain(`<a href="${TEST_SITE_URL}/ar/contact">`);
    expect(description).toContain(`${TEST_SITE_URL}/ar/blog/odoo-vat-saudi-arabia`);
    expect(description).toContain('https://www.google.com');
    expect(description).toContain(`<a href="${TEST_SITE_URL}/admin?lead=${lead.id}">`);
  });

  it('makes no second Odoo lead when the connection drops after Odoo created it', async () => {
    odoo.dropAfterNextCreate = true;
    await startWorker();
    const before = odooLeads().length;
    const lead = await postLead({ name: 'Dropped Answer' });
    await delivered(lead.id);
    // The first attempt never heard Odoo's answer; the retry found the lead by its external id.
    expect(warnings().some((line) => /odoo, lead \d+\) failed on attempt 1, retrying/.test(line.msg))).toBe(true);
    expect(odooLeads().length - before).toBe(1);
    const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
    expect(odooLeads().at(-1)!.id).toBe(stored.odooLeadId);
    expect(await odooNotification(lead.id)).toMatchObject({ attempts: 2, failureKind: null, lastError: null });
  });

  it('makes no second Odoo lead when our own record of it is lost before the outbox says sent', async () => {
    await startWorker();
    const lead = await postLead({ name: 'Bookkeeping Lost' });
    await delivered(lead.id);
    await stopWorkers();
    const count = odooLeads().length;
    // Meanwhile the sales team works the lead in Odoo: a later attempt must find it, not write over it.
    Object.assign(odooLeads().at(-1)!, { contact_name: 'Corrected in Odoo', phone: '+966 55 000 0000' });
    // As if the process died between Odoo's answer and its own two writes: the row is owed again.
    await ctx.db.getRepository(Lead).update({ id: lead.id }, { odooLeadId: null });
    await ctx.db.getRepository(LeadNotification).update({ leadId: lead.id, channel: 'odoo' }, { sentAt: null });
    await startWorker();
    await delivered(lead.id);
    expect(odooLeads().length).toBe(count);
    expect(odooLeads().at(-1)).toMatchObject({ contact_name: 'Corrected in Odoo', phone: '+966 55 000 0000' });
    expect((await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id })).odooLeadId).toBe(odooLeads().at(-1)!.id);
  });

  it('holds leads while the credentials are wrong, says so once per attempt, and delivers them after the fix and a restart', async () => {
    odoo.apiKey = 'a-key-someone-revoked';
    // The longest wait is long: only the restart with the fixed key can bring the leads out in time.
    await startWorker(odooEnv(), { retryMaxMs: 10 * 60_000 });
    const before = odooLeads().length;
    const waiting = [await postLead({ name: 'Wrong Key One' }), await postLead({ name: 'Wrong Key Two' })];
    for (const lead of waiting)
      await eventually(async () => (await odooNotification(lead.id)).attempts === 1, 120_000, 'the first attempt');
    for (const lead of waiting) {
      const row = await odooNotification(lead.id);
      expect(row).toMatchObject({ sentAt: null, failureKind: 'auth' });
      expect(row.lastError).toMatch(/Odoo refused login "website@example.sa"/);
      expect(row.dueAt).toBeGreaterThan(Date.now() + 9 * 60_000);
    }
    const lines = warnings().filter((line) => line.msg.includes('(odoo, lead'));
    expect(lines).toHaveLength(2);
    expect(lines[0]!.msg).toMatch(/needs an operator \(auth\)/);
    expect(lines[0]!.reason).toMatch(/Odoo refused login/);
    expect(JSON.stringify(lines)).not.toContain(STAND_IN_API_KEY);
    expect(odooLeads().length).toBe(before);

    await stopWorkers();
    odoo.apiKey = STAND_IN_API_KEY;
    await startWorker(odooEnv(), { retryMaxMs: 10 * 60_000 });
    for (const lead of waiting) await delivered(lead.id);
    expect(odooLeads().length - before).toBe(2);
  });

  it.each([
    {
      fault: 'the CRM app is not installed',
      kind: 'missing-model',
      set: (o: OdooStandIn) => (o.crmInstalled = false),
      says: /not installed/,
    },
    {
      fault: 'the user may not create leads',
      kind: 'access',
      set: (o: OdooStandIn) => o.deniedModels.add('crm.lead'),
      says: /lacks access rights/,
    },
    {
      fault: 'Odoo refuses the values',
      kind: 'validation',
      set: (o: OdooStandIn) => (o.refuseLeadsWith = 'The phone number is not valid for this country'),
      says: /refused the values.*phone number is not valid/,
    },
  ])('marks a lead "needs an operator" when $fault', async ({ kind, set, says }) => {
    set(odoo);
    await startWorker(odooEnv(), { retryMaxMs: 10 * 60_000 });
    const lead = await postLead({ name: `Fault ${kind}` });
    await eventually(async () => (await odooNotification(lead.id)).attempts === 1, 120_000, 'the first attempt');
    const row = await odooNotification(lead.id);
    expect(row).toMatchObject({ sentAt: null, failureKind: kind });
    expect(row.lastError).toMatch(says);
  });

  it('answers the visitor at once while Odoo is slow, and delivers when Odoo answers', async () => {
    let answer!: () => void;
    odoo.answerAfter = new Promise<void>((resolve) => (answer = resolve));
    await startWorker();
    const lead = await postLead({ name: 'Slow Odoo' });
    expect((await odooNotification(lead.id)).sentAt).toBeNull();
    answer();
    await delivered(lead.id);
  });

  describe('in the admin', () => {
    const cookies: Record<string, string> = {};
    const api = () => request(ctx.app.callback());
    const standing = (leadId: number, who = 'seller') =>
      api().get(`/api/admin/leads/${leadId}/odoo`).set('Cookie', cookies[who]!);
    const retry = (leadId: number, who = 'seller') =>
      api().post(`/api/admin/leads/${leadId}/odoo`).set('Origin', TEST_SITE_URL).set('Cookie', cookies[who]!);

    beforeAll(async () => {
      for (const [username, role] of [
        ['seller', 'sales'],
        ['watcher', 'viewer'],
        ['boss', 'owner'],
      ] as const) {
        await createAdminWithRole(ctx.db, username, role);
        cookies[username] = await sessionCookie(ctx.app, username);
      }
    });

    it('shows "not in Odoo yet" with the reason, and Retry delivers the lead once the rights are granted', async () => {
      odoo.deniedModels.add('crm.lead');
      await startWorker(odooEnv(), { retryMaxMs: 10 * 60_000 });
      const lead = await postLead({ name: 'Rights Missing' });
      await eventually(async () => (await odooNotification(lead.id)).attempts === 1, 120_000, 'the first attempt');

      const waiting = await standing(lead.id);
      expect(waiting.status).toBe(200);
      expect(waiting.body).toMatchObject({ state: 'waiting', kind: 'access', attempts: 1 });
      expect(waiting.body.error, waiting.body.error).toMatch(/You are not allowed to (access|create) 'crm.lead'/);
      // A viewer reads the standing but may not send; no session, nothing at all.
      expect((await standing(lead.id, 'watcher')).body.state).toBe('waiting');
      expect((await retry(lead.id, 'watcher')).status).toBe(403);
      expect((await api().get(`/api/admin/leads/${lead.id}/odoo`)).status).toBe(401);

      odoo.deniedModels.clear();
      const retried = await retry(lead.id);
      expect(retried.status).toBe(202);
      expect(retried.body).toEqual({ state: 'queued', attempts: 1, failing: false });
      await delivered(lead.id);
      const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
      expect((await standing(lead.id)).body).toEqual({
        state: 'in-odoo',
        odooLeadId: stored.odooLeadId,
        url: `${odoo.url}/web#id=${stored.odooLeadId}&model=crm.lead&view_type=form`,
        // Worked in Odoo from now on; nothing read back from it before the first sync.
        managed: true,
        odoo: null,
      });
      // Once in Odoo, another press sends nothing more.
      expect((await retry(lead.id)).body.state).toBe('in-odoo');
      expect(odooLeads().filter((r) => r.contact_name === 'Rights Missing')).toHaveLength(1);
      expect((await standing(999_999)).status).toBe(404);
      expect((await standing(0)).status).toBe(400);
    });

    it('names the Odoo leads an erasure leaves in Odoo, for the company to erase there', async () => {
      await startWorker();
      const first = await postLead({ name: 'Erased Person', email: 'erase.me@example.sa' });
      const second = await postLead({ name: 'Erased Person Again', email: 'Erase.Me@example.sa' });
      await delivered(first.id);
      await delivered(second.id);
      const ids = (await ctx.db.getRepository(Lead).findBy({ id: In([first.id, second.id]) }))
        .map((lead) => lead.odooLeadId!)
        .sort((a, b) => a - b);
      const erasure = await api()
        .post('/api/admin/erasures')
        .set('Origin', TEST_SITE_URL)
        .set('Cookie', cookies.boss!)
        .send({ email: 'erase.me@example.sa' });
      expect(erasure.status).toBe(200);
      expect(erasure.body).toEqual({
        erased: 2,
        odooLeads: ids.map((id) => ({
          odooLeadId: id,
          url: `${odoo.url}/web#id=${id}&model=crm.lead&view_type=form`,
        })),
      });
      // The records stay in Odoo: deleting them there is the company's decision.
      for (const id of ids) expect(odooLeads().some((r) => r.id === id)).toBe(true);
      const log = await api().get('/api/admin/audit').set('Cookie', cookies.boss!);
      expect(log.body.entries[0].detail).toContain(`still in Odoo as crm.lead ${ids.join(', ')}`);
    });
  });
});
