// A delivery attempt ends at its ceiling whatever the garbage collector does: with an Odoo and a
// webhook receiver that take the request and never answer, and collections forced while they hang,
// each attempt is stopped at the (here short) ceiling, counted as failed and its connection closed.
// A ceiling left to a signal held only weakly would be collected and never fire.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LeadNotification } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { startWorkerProcess, stopWorkerProcesses, type WorkerProcess } from '../helpers/worker-process.js';

// The collector of this very process, where the worker runs: the flag is taken at run time, and a
// fresh context is given the `gc` function it exposes.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const CEILING_MS = 1_000;

describe.each(testDatabases('attempt-ceiling'))('the attempt ceiling on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let odoo: OdooStandIn;
  let hook: WebhookReceiver;
  const running: WorkerProcess[] = [];

  beforeAll(async () => {
    odoo = await startOdooStandIn();
    // Odoo takes every call and never answers it.
    odoo.answerAfter = new Promise<void>(() => undefined);
    hook = await startWebhookReceiver();
    const url = await database.url();
    const env = {
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: 'a-webhook-secret-for-the-crm',
      ODOO_URL: odoo.url,
      ODOO_DB: STAND_IN_DB,
      ODOO_USER: STAND_IN_LOGIN,
      ODOO_API_KEY: STAND_IN_API_KEY,
    };
    ctx = await startTestApp(url, env);
    // No retry within the test: each row shows its first attempt's end.
    running.push(
      await startWorkerProcess(url, env, {
        pollMs: 200,
        attemptTimeoutMs: CEILING_MS,
        retryBaseMs: 10 * 60_000,
        retryMaxMs: 10 * 60_000,
      }),
    );
  });
  afterAll(async () => {
    await stopWorkerProcesses(running);
    await hook?.stop();
    await odoo?.close();
    await ctx?.close();
  });

  it('stops a hanging Odoo call and a hanging webhook at the ceiling, with collections forced meanwhile', async () => {
    const response = await request(ctx.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .send({
        ...POPUP_LEAD_FIELDS,
        ...HUMAN_FILL,
        name: 'Hanging Receivers',
        phone: '+966 50 123 4567',
        locale: 'en',
      });
    expect(response.status).toBe(201);

    const held = await hook.next(60_000);
    await vi.waitFor(() => expect(odoo.calls.length).toBeGreaterThan(0), { timeout: 60_000 });
    // While both hang: collections, so only what the attempt really holds survives.
    const collecting = setInterval(collectGarbage, 50);
    try {
      // Ceilings for a busy machine: a second's ceiling that never fires would hang here for good.
      await vi.waitFor(
        async () => {
          const rows = await ctx.db.getRepository(LeadNotification).find({ order: { channel: 'ASC' } });
          expect(rows.map((row) => [row.channel, row.attempts, row.sentAt])).toEqual([
            ['odoo', 1, null],
            ['webhook', 1, null],
          ]);
          for (const row of rows) expect(row.lastError).toMatch(/longer than 1000 ms/);
        },
        { timeout: 60_000, interval: 200 },
      );
      // The webhook's connection was closed by the sender, not left open.
      await held.abandoned;
    } finally {
      clearInterval(collecting);
    }
  });
});
