// Each notification channel works its own rows: with an Odoo that answers every call only after a
// long wait, twenty leads' emails still reach the inbox promptly, and Odoo, once it answers again,
// gets each lead exactly once. When the process stops, an attempt that ends in time is waited for and one
// that may not is aborted at the deadline and given back; the log says which.
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Lead, LeadNotification } from '../../entities/index.js';
import { queueLeadNotifications } from '../../server/notifications/outbox.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';
import { capturedLog, messagesAt } from '../helpers/log-lines.js';
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { startWorkerProcess, stopWorkerProcesses, type WorkerProcess } from '../helpers/worker-process.js';

// Every Odoo call waits this long: the first lead's lookups and each lead's look-up-then-load take
// tens of seconds in all, well past the emails' ceiling below.
const ODOO_DELAY_MS = 2_000;
const LEADS = 20;

describe.each(testDatabases('channel-lanes'))('notification channels on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let odoo: OdooStandIn;
  let inbox: SmtpInbox;
  let hook: WebhookReceiver;
  let url: string;
  const running: WorkerProcess[] = [];
  const log = capturedLog();
  let visitors = 0;

  const postLead = async (name: string) => {
    // Each lead from its own address, so the per-network lead quota never refuses the test's many leads.
    const res = await request(ctx.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', `198.51.100.${++visitors}`)
      .send({ phone: '050 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL, name });
    expect(res.status, res.text).toBe(201);
    return ctx.db.getRepository(Lead).findOneByOrFail({ name });
  };

  beforeAll(async () => {
    odoo = await startOdooStandIn();
    inbox = await startSmtpInbox();
    hook = await startWebhookReceiver();
    url = await database.url();
    ctx = await startTestApp(url, {
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LEAD_NOTIFY_TO: 'sales@site.test',
      ODOO_URL: odoo.url,
      ODOO_DB: STAND_IN_DB,
      ODOO_USER: STAND_IN_LOGIN,
      ODOO_API_KEY: STAND_IN_API_KEY,
    });
  });
  afterEach(async () => {
    await stopWorkerProcesses(running);
    log.lines.splice(0);
  });
  afterAll(async () => {
    await hook?.stop();
    await inbox?.stop();
    await odoo?.close();
    await ctx?.close();
  });

  it('emails twenty leads promptly while Odoo answers slowly, and creates each in Odoo once later', async () => {
    odoo.answerDelayMs = ODOO_DELAY_MS;
    running.push(
      await startWorkerProcess(
        url,
        {
          SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
          LEAD_NOTIFY_TO: 'sales@site.test',
          ODOO_URL: odoo.url,
          ODOO_DB: STAND_IN_DB,
          ODOO_USER: STAND_IN_LOGIN,
          ODOO_API_KEY: STAND_IN_API_KEY,
        },
        { pollMs: 200, retryBaseMs: 200, retryMaxMs: 1_000, logger: log.logger },
      ),
    );
    const leads = await Promise.all(
      Array.from({ length: LEADS }, (_, i) => postLead(`Lane Lead ${String.fromCharCode(65 + i)}`)),
    );

    // A ceiling for a busy machine, far below what waiting on Odoo's answers would take.
    await vi.waitFor(() => expect(inbox.messages.length).toBeGreaterThanOrEqual(LEADS), {
      timeout: 15_000,
      interval: 100,
    });
    for (const lead of leads)
      expect(inbox.messages.filter((mail) => mail.subject?.includes(lead.name!))).toHaveLength(1);

    // Odoo recovers: the leads still owed to it go through, each once, without waiting out the slow answers.
    odoo.answerDelayMs = 0;
    await vi.waitFor(
      async () => {
        const rows = await ctx.db.getRepository(LeadNotification).findBy({ channel: 'odoo' });
        expect(rows.filter((row) => row.sentAt !== null)).toHaveLength(LEADS);
      },
      { timeout: 240_000, interval: 500 },
    );
    const created = odoo.records.get('crm.lead')!.filter((row) => String(row.contact_name).startsWith('Lane Lead'));
    expect(created).toHaveLength(LEADS);
    for (const lead of leads) {
      const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
      expect(created.filter((row) => row.id === stored.odooLeadId)).toHaveLength(1);
    }
  });

  it('on stop, waits for an attempt that ends in time and aborts one that may not, saying which', async () => {
    const env = { LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: 'a-webhook-secret-for-the-crm' };
    const notify = async (leadId: number) => {
      await queueLeadNotifications(ctx.db.manager, leadId, ['webhook']);
      return ctx.db.getRepository(LeadNotification).findOneByOrFail({ leadId, channel: 'webhook' });
    };
    const lead = await postLead('Stopping Lead');

    // An attempt whose ceiling comes well before the deadline: waited for, and it ends at its ceiling.
    const short = await startWorkerProcess(url, env, { pollMs: 200, attemptTimeoutMs: 500, logger: log.logger });
    running.push(short);
    const first = await notify(lead.id);
    await hook.next(60_000);
    await short.worker.stop(Date.now() + 60_000);
    expect(messagesAt(log.lines, 'info').join('\n')).toMatch(
      new RegExp(`Stopping: waiting for lead notification ${first.id} \\(webhook`),
    );
    expect((await ctx.db.getRepository(LeadNotification).findOneByOrFail({ id: first.id })).attempts).toBe(1);

    // An attempt that may run past the deadline: aborted then, and its row given back at once.
    await ctx.db.getRepository(LeadNotification).update({ id: first.id }, { dueAt: Date.now() });
    const long = await startWorkerProcess(url, env, { pollMs: 200, attemptTimeoutMs: 60_000, logger: log.logger });
    running.push(long);
    const held = await hook.next(60_000);
    await long.worker.stop(Date.now() + 300);
    await held.abandoned;
    const said = messagesAt(log.lines, 'info').join('\n');
    expect(said).toMatch(new RegExp(`Stopping: giving lead notification ${first.id} \\(webhook.*aborted then`));
    expect(said).toMatch(new RegExp(`Stopping: aborted lead notification ${first.id} \\(webhook`));
    const row = await ctx.db.getRepository(LeadNotification).findOneByOrFail({ id: first.id });
    expect(row).toMatchObject({ sentAt: null, leaseToken: null, attempts: 1 });
  });
});
