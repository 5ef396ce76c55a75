// The pricing page's estimator without JavaScript: answers in the address give a server-rendered range
// in SAR without and with VAT, and a duration, in both languages (such an address is rendered for
// each request, the bare page is cached as every public page). "Send me this estimate" is a form
// post whose answers, recomputed by the server, become the lead's message: the admin, the sales
// team's email and the lead in the company's Odoo all carry them.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { durationText } from '../../locales/implementation-durations.js';
import { sarRange } from '../../locales/implementation-prices.js';
import { parseConfig } from '../../server/config/config.js';
import { LeadNotifier } from '../../server/notifications/lead-notifier.js';
import { ODOO_TAG_OF_SOURCE } from '../../server/notifications/odoo/odoo-lead-values.js';
import { startNotificationWorker, type NotificationWorker } from '../../server/notifications/worker.js';
import { rangeWithVat } from '../../site/implementation-prices.js';
import { ESTIMATE_FORM_SERVICE } from '../../site/lead-schema.js';
import { answersFromQuery, estimate } from '../../site/price-estimate.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { testDatabases } from '../helpers/databases.js';
import { formOpenedCookie, TEST_SESSION_SECRET } from '../helpers/human-lead.js';
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';
import { eventually, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

const ANSWERS =
  'users=25&apps=accounting&apps=sales&apps=inventory&apps=manufacturing&branches=2&industry=manufacturing&integrations=zatca&integrations=ecommerce&migration=legacy&hosting=odoo-sh';
const FAST = { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400 };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.each(testDatabases('pricing-estimate'))('the pricing estimator on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let inbox: SmtpInbox;
  let odoo: OdooStandIn;
  let worker: NotificationWorker;
  const get = (path: string) => request(ctx.app.callback()).get(path);
  const expected = estimate(answersFromQuery(ANSWERS));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    odoo = await startOdooStandIn();
    const url = await database.url();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LEAD_NOTIFY_TO: 'sales@site.test',
      ODOO_URL: odoo.url,
      ODOO_DB: STAND_IN_DB,
      ODOO_USER: STAND_IN_LOGIN,
      ODOO_API_KEY: STAND_IN_API_KEY,
    };
    ctx = await startTestApp(url, env);
    const config = parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SITE_URL: TEST_SITE_URL,
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...env,
    });
    worker = startNotificationWorker(ctx.db, config, new LeadNotifier(config.notifications), FAST);
  });
  afterAll(async () => {
    await worker?.stop();
    await inbox?.stop();
    await odoo?.close();
    await ctx?.close();
  });

  it.each(['en', 'ar'] as const)(
    'answers the address of some answers with their range, without JavaScript (%s)',
    async (locale) => {
      const res = await get(`${locale === 'ar' ? '/ar' : ''}/pricing?${ANSWERS}`);
      expect(res.status).toBe(200);
      // Rendered for this address only; the page without answers is the cached one.
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const text = textOf(res.text);
      expect(expected).toMatchObject({ size: 'midSize', range: { from: 190_000, to: 330_000 } });
      expect(text).toContain(sarRange(expected.range, locale));
      expect(text).toContain(sarRange(rangeWithVat(expected.range), locale));
      expect(text).toContain(durationText(expected.duration, locale));
      expect(text).toContain(locale === 'en' ? 'SAR 190,000 to 330,000' : 'من 190,000 إلى 330,000 ريال');
      expect(text).toContain(locale === 'en' ? 'SAR 218,500 to 379,500' : 'من 218,500 إلى 379,500 ريال');
      // The answers are the form's again, and the canonical address is the page's.
      expect(res.text).toMatch(/<input[^>]*name="users"[^>]*value="25"/);
      expect(res.text).toMatch(
        /<input[^>]*value="manufacturing"[^>]*checked=""|<input[^>]*checked=""[^>]*value="manufacturing"/,
      );
      expect(res.text).toContain(
        `<link rel="canonical" href="${TEST_SITE_URL}${locale === 'ar' ? '/ar' : ''}/pricing"/>`,
      );
    },
  );

  it('shows a small project for the bare page, which is cached as every public page', async () => {
    const res = await get('/pricing');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(textOf(res.text)).toContain('SAR 40,000 to 80,000');
  });

  it('reads answers it does not know as the defaults, never as an error', async () => {
    const res = await get('/pricing?users=-4&apps=nonsense&industry=%3Cscript%3E&hosting=moon');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>');
  });

  it('sends the answers and the estimate to the admin, the email and Odoo', async () => {
    const res = await request(ctx.app.callback())
      .post('/ar/pricing')
      .set('Origin', TEST_SITE_URL)
      .set('Cookie', formOpenedCookie('estimate'))
      .type('form')
      .send({
        name: 'نورة القحطاني',
        phone: '0551234567',
        email: 'noura@example.sa',
        company: 'مصنع القحطاني',
        answers: ANSWERS,
      });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/ar/pricing?sent=1');
    const lead = await ctx.db.getRepository(Lead).findOneByOrFail({ email: 'noura@example.sa' });
    expect(lead).toMatchObject({ source: 'estimate', service: ESTIMATE_FORM_SERVICE, spamReason: null, locale: 'ar' });
    for (const said of [
      'Users: 25',
      'Apps: Accounting, Sales, Inventory, Manufacturing',
      'Companies and branches: 2',
      'Industry: Manufacturing',
      'Integrations: ZATCA Phase 2 e-invoicing, Salla, Zid or Shopify',
      'Data migration: Years of history from a legacy ERP',
      'Hosting: Odoo.sh',
      'SAR 190,000 to 330,000 excluding VAT (SAR 218,500 to 379,500 including 15% VAT), 4 to 9 months',
      `${TEST_SITE_URL}/pricing?${ANSWERS}`,
    ])
      expect(lead.message).toContain(said);

    // The admin's lead view.
    await createAdminWithRole(ctx.db, 'estimate-reader', 'sales');
    const cookie = await sessionCookie(ctx.app, 'estimate-reader');
    const inAdmin = await request(ctx.app.callback()).get(`/api/admin/leads/${lead.id}`).set('Cookie', cookie);
    expect(inAdmin.status).toBe(200);
    expect(JSON.stringify(inAdmin.body)).toContain('Apps: Accounting, Sales, Inventory, Manufacturing');
    expect(inAdmin.body).toMatchObject({ source: 'estimate' });

    // The sales team's email.
    await eventually(() => inbox.messages.some((mail) => mail.subject?.includes('نورة القحطاني')), 60_000, 'the email');
    const mail = inbox.messages.find((m) => m.subject?.includes('نورة القحطاني'))!;
    expect(mail.text).toContain('Pricing page estimator');
    expect(mail.text).toContain('Users: 25');
    expect(mail.text).toContain('SAR 190,000 to 330,000 excluding VAT');

    // The lead in Odoo: its description, and the form's tag.
    await eventually(() => (odoo.records.get('crm.lead') ?? []).length > 0, 60_000, 'the Odoo lead');
    const inOdoo = odoo.records.get('crm.lead')![0];
    expect(inOdoo.description as string).toContain('Users: 25<br>Apps: Accounting, Sales, Inventory, Manufacturing');
    expect(inOdoo.description as string).toContain('SAR 190,000 to 330,000 excluding VAT');
    expect(odoo.records.get('crm.tag')!.map((tag) => tag.name)).toContain(ODOO_TAG_OF_SOURCE.estimate);
  });

  it('renders the form again with the errors, the typed values and the same estimate', async () => {
    const res = await request(ctx.app.callback())
      .post('/pricing')
      .set('Origin', TEST_SITE_URL)
      .set('Cookie', formOpenedCookie('estimate'))
      .type('form')
      .send({ name: 'A', phone: '12', answers: ANSWERS });
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/id="estimate-phone-error"/);
    expect(textOf(res.text)).toContain('SAR 190,000 to 330,000');
  });
});
