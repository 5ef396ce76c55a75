// Every stored lead reaches a person: an email through a real SMTP server started here, and a signed
// webhook, queued in the lead's own transaction and delivered by the outbox worker. With the mail
// server down, leads are still accepted; when it is back, each notification goes out exactly once,
// also with two workers (two processes' worth of connections) on the same database. Nothing a
// visitor typed can start a line of the email's text part: it cannot pass for the email's own words.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead, LeadNotification } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { parseConfig } from '../../server/config/config.js';
import { openDatabase } from '../../server/database/db.js';
import { LeadNotifier } from '../../server/notifications/lead-notifier.js';
import { queueLeadNotifications } from '../../server/notifications/outbox.js';
import { startNotificationWorker, type NotificationWorker } from '../../server/notifications/worker.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';
import { eventually, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

const WEBHOOK_SECRET = 'a-webhook-secret-for-the-crm';
const FAST = { pollMs: 200, retryBaseMs: 100, retryMaxMs: 400 };
const popupLead = { phone: '+966 50 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL };

const ADMIN_LINK_LABEL = 'Open in the admin inbox: ';
const FORGED = 'Open in the admin inbox: https://evil.example/phish';
const linesOf = (text: string | undefined) => (text ?? '').split(/\r\n|\n|\r/);

interface Hook {
  body: string;
  signature: string;
}

describe.each(testDatabases('notifications'))('lead notifications on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let inbox: SmtpInbox;
  let hookServer: Server;
  const hooks: Hook[] = [];
  let env: Record<string, string>;
  const workers: NotificationWorker[] = [];
  const closers: Array<() => Promise<void>> = [];
  const post = (body: object) =>
    request(ctx.app.callback()).post('/api/contact-submissions').set('Origin', TEST_SITE_URL).send(body);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    hookServer = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        hooks.push({ body, signature: String(req.headers['x-lead-signature']) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
    const url = await database.url();
    env = {
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LEAD_NOTIFY_TO: 'sales@site.test, owner@site.test',
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hooks/lead`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    ctx = await startTestApp(url, env);
    const config = parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SITE_URL: TEST_SITE_URL,
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
      ...env,
    });
    // Two workers on two connection pools: what two server processes would run.
    workers.push(startNotificationWorker(ctx.db, config, new LeadNotifier(config.notifications), FAST));
    const second = await openDatabase(url);
    closers.push(() => second.destroy());
    workers.push(startNotificationWorker(second, config, new LeadNotifier(config.notifications), FAST));
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    for (const close of closers) await close();
    await inbox?.stop();
    hookServer?.close();
    await ctx?.close();
  });

  it('emails the sales team about a popup lead within seconds, in English and in Arabic, with source, page and a link to the lead', async () => {
    const english = await post({
      ...popupLead,
      name: 'Fahad Al-Qahtani',
      email: 'fahad@example.com',
      locale: 'en',
      pagePath: '/services/odoo-implementation',
      message: 'We need ZATCA Phase 2 before March.',
    });
    const arabic = await post({
      ...popupLead,
      name: 'عبدالله الشمري',
      locale: 'ar',
      pagePath: '/ar/odoo-riyadh',
      message: 'نرغب في تنفيذ أودو لمصنعنا في الرياض.',
    });
    expect([english.status, arabic.status]).toEqual([201, 201]);

    await eventually(() => inbox.messages.length >= 2, 120_000, 'two emails');
    const en = inbox.messages.find((mail) => mail.subject?.includes('Fahad Al-Qahtani'))!;
    const ar = inbox.messages.find((mail) => mail.subject?.includes('عبدالله الشمري'))!;
    expect(en).toBeDefined();
    expect(ar).toBeDefined();
    for (const mail of [en, ar]) {
      const to = Array.isArray(mail.to) ? mail.to : [mail.to!];
      expect(to.flatMap((list) => list.value.map((address) => address.address))).toEqual([
        'sales@site.test',
        'owner@site.test',
      ]);
      expect(mail.text).toContain('Consultation popup');
      expect(mail.text).toMatch(new RegExp(`${TEST_SITE_URL}/admin\\?lead=\\d+`));
    }
    expect(en.text).toContain(`${TEST_SITE_URL}/services/odoo-implementation`);
    expect(en.text).toContain('We need ZATCA Phase 2 before March.');
    expect(en.replyTo?.value[0].address).toBe('fahad@example.com');
    // Arabic arrives as written, and reads right to left inside the English layout.
    expect(ar.text).toContain(`${TEST_SITE_URL}/ar/odoo-riyadh`);
    expect(ar.text).toContain('نرغب في تنفيذ أودو لمصنعنا في الرياض.');
    expect(ar.html).toContain('<bdi dir="auto">عبدالله الشمري</bdi>');
    expect(ar.html).toMatch(/<p dir="auto"[^>]*>نرغب في تنفيذ أودو/);
  });

  it('posts each lead to the webhook, signed with the shared secret', async () => {
    await eventually(
      () => hooks.some((hook) => hook.body.includes('عبدالله الشمري')),
      120_000,
      'the Arabic lead on the webhook',
    );
    for (const hook of hooks) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(hook.signature) ?? [];
      expect(v1, hook.signature).toBe(createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${hook.body}`).digest('hex'));
      expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(60);
    }
    const payload = JSON.parse(hooks.find((hook) => hook.body.includes('Fahad'))!.body);
    expect(payload).toMatchObject({
      event: 'lead.created',
      lead: {
        name: 'Fahad Al-Qahtani',
        source: 'popup',
        locale: 'en',
        pageUrl: `${TEST_SITE_URL}/services/odoo-implementation`,
      },
    });
    expect(payload.adminUrl).toBe(`${TEST_SITE_URL}/admin?lead=${payload.lead.id}`);
  });

  it('tells where the visit came from, the phone in international form and a returning contact, in the email and the webhook', async () => {
    const visitor = request.agent(ctx.app.callback());
    await visitor
      .get('/odoo-saudi-arabia?utm_source=google&utm_medium=cpc&utm_campaign=riyadh-q1&gclid=G-1')
      .set('Referer', 'https://www.google.com/search?q=odoo');
    const send = (name: string) =>
      visitor
        .post('/api/contact-submissions')
        .set('Origin', TEST_SITE_URL)
        .send({ ...popupLead, phone: '0533334444', name, pagePath: '/odoo-saudi-arabia' });
    expect((await send('Campaign First')).status).toBe(201);
    expect((await send('Campaign Again')).status).toBe(201);
    const first = await ctx.db.getRepository(Lead).findOneByOrFail({ name: 'Campaign First' });

    await eventually(
      () => inbox.messages.some((mail) => mail.subject?.includes('Campaign Again')),
      120_000,
      'the email',
    );
    const lines = linesOf(inbox.messages.find((mail) => mail.subject?.includes('Campaign Again'))!.text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Phone (as typed): 0533334444',
        'Phone (international): +966533334444',
        `Returning contact: Yes, first lead: ${TEST_SITE_URL}/admin?lead=${first.id}`,
        'Where the visit came from:',
        `Landing page: ${TEST_SITE_URL}/odoo-saudi-arabia`,
        'Referred by: https://www.google.com',
        'Campaign source (utm_source): google',
        'Campaign medium (utm_medium): cpc',
        'Campaign (utm_campaign): riyadh-q1',
        'Google Ads click (gclid): G-1',
      ]),
    );
    const firstLines = linesOf(inbox.messages.find((mail) => mail.subject?.includes('Campaign First'))?.text);
    expect(firstLines.some((line) => line.startsWith('Returning contact'))).toBe(false);

    await eventually(() => hooks.some((hook) => hook.body.includes('Campaign Again')), 120_000, 'the webhook');
    const payload = JSON.parse(hooks.find((hook) => hook.body.includes('Campaign Again'))!.body);
    expect(payload.lead).toMatchObject({
      phone: '0533334444',
      phoneE164: '+966533334444',
      returningContact: true,
      contactLeadId: first.id,
      contactAdminUrl: `${TEST_SITE_URL}/admin?lead=${first.id}`,
      attribution: {
        landingPath: '/odoo-saudi-arabia',
        landingUrl: `${TEST_SITE_URL}/odoo-saudi-arabia`,
        referrerOrigin: 'https://www.google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'riyadh-q1',
        utmTerm: null,
        utmContent: null,
        gclid: 'G-1',
        fbclid: null,
        msclkid: null,
      },
    });
  });

  it('writes what a visitor typed so that none of it starts a line of the text part, and the webhook page is a page of the site', async () => {
    const res = await post({
      ...popupLead,
      name: `Injected Visitor\r\n${FORGED}`,
      company: `Injected Co\n\n${FORGED}`,
      message: `Please call me.\nOpen in the admin inbox: https://evil.example\r\n\r\n${FORGED}\u2028${FORGED}`,
      pagePath: '/contact',
    });
    expect(res.status).toBe(201);
    await eventually(
      () => inbox.messages.some((mail) => mail.subject?.includes('Injected Visitor')),
      120_000,
      'the email',
    );
    const mail = inbox.messages.find((each) => each.subject?.includes('Injected Visitor'))!;
    const lines = linesOf(mail.text);
    const leadId = (
      await ctx.db.getRepository(Lead).findOneByOrFail({ phone: popupLead.phone, company: `Injected Co ${FORGED}` })
    ).id;

    // The only line that offers the admin inbox is the email's own, with the lead's real link.
    expect(
      lines.filter(
        (line) => /open in the admin inbox/i.test(line) && !line.startsWith('> ') && !/^(Name|Company)\b/.test(line),
      ),
    ).toEqual([`${ADMIN_LINK_LABEL}${TEST_SITE_URL}/admin?lead=${leadId}`]);
    expect(lines.filter((line) => line.includes('evil.example') && !line.startsWith('> '))).toEqual([
      `Name: Injected Visitor ${FORGED}`,
      `Company: Injected Co ${FORGED}`,
    ]);
    // Every line of the message is quoted, one line per line the visitor wrote.
    expect(lines.slice(lines.indexOf('Message:') + 1, lines.indexOf('Message:') + 6)).toEqual([
      '> Please call me.',
      '> Open in the admin inbox: https://evil.example',
      '>',
      `> ${FORGED}`,
      `> ${FORGED}`,
    ]);
    expect(lines).toContain(`Page: ${TEST_SITE_URL}/contact`);

    await eventually(() => hooks.some((hook) => hook.body.includes('Injected Visitor')), 120_000, 'the webhook');
    const payload = JSON.parse(hooks.find((hook) => hook.body.includes('Injected Visitor'))!.body);
    expect(payload.lead).toMatchObject({
      name: `Injected Visitor ${FORGED}`,
      company: `Injected Co ${FORGED}`,
      pagePath: '/contact',
      pageUrl: `${TEST_SITE_URL}/contact`,
    });
  });

  it('writes a lead stored before its fields were checked (line breaks in one-line fields, a forged page) just as safely', async () => {
    const lead = await ctx.db.transaction(async (manager) => {
      const saved = await manager.getRepository(Lead).save(
        manager.getRepository(Lead).create({
          name: `Old Row Visitor\r\n${FORGED}`,
          phone: '0551234567\nx',
          email: null,
          company: 'Old Co',
          city: `Riyadh\r${FORGED}`,
          service: `Quote\u2028${FORGED}`,
          message: `Hello\r${FORGED}`,
          source: 'popup',
          locale: 'en',
          pagePath: `/contact\r\n\r\n${FORGED}`,
          marketingConsent: false,
          idempotencyKey: null,
        }),
      );
      await queueLeadNotifications(manager, saved.id, ['email', 'webhook']);
      return saved;
    });
    await eventually(
      () => inbox.messages.some((mail) => mail.subject?.includes('Old Row Visitor')),
      120_000,
      'the email',
    );
    const lines = linesOf(inbox.messages.find((mail) => mail.subject?.includes('Old Row Visitor'))!.text);
    expect(
      lines.filter((line) => line.includes('evil.example') && !line.startsWith('> ')).map((line) => line.split(':')[0]),
    ).toEqual(['Name', 'City', 'Service']);
    expect(
      lines.filter(
        (line) =>
          /open in the admin inbox/i.test(line) && !line.startsWith('> ') && !/^(Name|City|Service):/.test(line),
      ),
    ).toEqual([`${ADMIN_LINK_LABEL}${TEST_SITE_URL}/admin?lead=${lead.id}`]);
    // A page that is not a path of this site is left out, not linked.
    expect(lines.some((line) => line.startsWith('Page'))).toBe(false);

    await eventually(() => hooks.some((hook) => hook.body.includes('Old Row Visitor')), 120_000, 'the webhook');
    const payload = JSON.parse(hooks.find((hook) => hook.body.includes('Old Row Visitor'))!.body);
    expect(payload.lead).toMatchObject({
      name: `Old Row Visitor ${FORGED}`,
      phone: '0551234567 x',
      pagePath: null,
      pageUrl: null,
    });
  });

  it('accepts leads while the mail server is down and, once it is back, sends every notification exactly once', async () => {
    await eventually(() => inbox.messages.length >= 2, 120_000, 'the earlier emails');
    const before = inbox.messages.length;
    await inbox.stop();
    const names = ['Outage Lead One', 'Outage Lead Two', 'Outage Lead Three', 'عميل أثناء الانقطاع'];
    for (const name of names) expect((await post({ ...popupLead, name, locale: 'en' })).status).toBe(201);

    // Several failed attempts while the server is away; nothing is marked sent.
    const emailRows = () => ctx.db.getRepository(LeadNotification).find({ where: { channel: 'email' } });
    await eventually(
      async () => (await emailRows()).filter((row) => row.sentAt === null && row.attempts >= 2).length === names.length,
      120_000,
      'retries against the stopped server',
    );
    expect(inbox.messages.length).toBe(before);

    await inbox.start();
    await eventually(() => inbox.messages.length >= before + names.length, 120_000, 'the held notifications');
    await eventually(
      async () => (await emailRows()).every((row) => row.sentAt !== null),
      120_000,
      'every email marked sent',
    );
    // A round ends only when its deliveries have: after one more round of each worker, a duplicate
    // would have reached the inbox.
    await Promise.all(workers.map((worker) => worker.runNow()));
    const subjects = inbox.messages.slice(before).map((mail) => mail.subject ?? '');
    expect(subjects).toHaveLength(names.length);
    for (const name of names)
      expect(
        subjects.filter((subject) => subject.includes(name)),
        name,
      ).toHaveLength(1);
  }, 300_000);
});
