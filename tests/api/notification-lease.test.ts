// Lead notifications go out at least once, and a second time as seldom as the design allows: a
// delivery keeps its lease while it runs, however slow the receiver, so no other worker sends the
// same notification meanwhile; the row is marked sent as the very next statement after the
// receiver's answer, and that write is tried again at once when it fails; a claim whose answer was
// lost is given back at the next round instead of holding the lead until the lease runs out; and a
// delivery whose notification is gone (erased) stops.
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LeadNotification } from '../../entities/index.js';
import { LEASE_MS } from '../../server/notifications/delivery-timing.js';
import type { WorkerOptions } from '../../server/notifications/worker.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { watchQueries } from '../helpers/query-faults.js';
import { eventually } from '../helpers/smtp-inbox.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';
import { startWorkerProcess, stopWorkerProcesses, type WorkerProcess } from '../helpers/worker-process.js';

const POLL_MS = 100;
/** A ceiling on each wait for the receiver or the outbox: it ends when they do, however busy the machine. */
const WAIT_MS = 120_000;
const MARK_SENT = /^UPDATE\W+lead_notification\W+SET\W+sent_at\W*=/i;
const CLAIM = /^UPDATE\W+lead_notification\W+SET\W+lease_token\W*=/i;
/** A lane's look for its channel's due rows, before it claims any. */
const DUE_ROWS_LOOKUP = /^SELECT\W.*\WFROM\W+lead_notification\W+n\W.*\Wchannel\W*=/is;

describe.each(testDatabases('notification-lease'))('notification leases on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let receiver: WebhookReceiver;
  let url: string;
  let env: Record<string, string>;
  const running: WorkerProcess[] = [];

  const postLead = async (name: string) => {
    const res = await request(ctx.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .send({ name, phone: '+966 50 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL });
    expect(res.status).toBe(201);
  };
  const notification = (id: number) => ctx.db.getRepository(LeadNotification).findOneByOrFail({ id });
  /** A worker on its own connection pool, as another server process would run it. */
  const startWorker = async (options: Partial<WorkerOptions>, watch?: (db: DataSource) => void) => {
    const started = await startWorkerProcess(
      url,
      env,
      { pollMs: POLL_MS, retryBaseMs: 100, retryMaxMs: 400, ...options },
      watch,
    );
    running.push(started);
    return started.worker;
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    url = await database.url();
    env = { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: 'a-webhook-secret-for-the-crm' };
    ctx = await startTestApp(url, env);
  });
  afterEach(() => stopWorkerProcesses(running));
  afterAll(async () => {
    await receiver?.stop();
    await ctx?.close();
  });

  it('renews the lease while a receiver takes longer than the lease, so a second worker never sends the same notification', async () => {
    // Long enough that a renewal late by a busy machine's second still comes before the lease lapses.
    const leaseMs = 6_000;
    await startWorker({ leaseMs });
    await startWorker({ leaseMs });
    await postLead('Slow Receiver');
    const held = await receiver.next(WAIT_MS);
    const { leaseUntil: claimedUntil } = await notification(held.deliveryId);
    expect(claimedUntil).toBeGreaterThan(Date.now());

    // Hold the answer until the first lease is long over (both workers have polled several times
    // since), and the lease in the table has moved on past it.
    await eventually(
      async () =>
        Date.now() > claimedUntil + 4 * POLL_MS &&
        (await notification(held.deliveryId)).leaseUntil > claimedUntil + leaseMs / 2,
      WAIT_MS,
      'the lease renewed past its first end',
    );
    expect(receiver.requests).toHaveLength(1);

    held.answer(204);
    await eventually(
      async () => (await notification(held.deliveryId)).sentAt !== null,
      WAIT_MS,
      'the notification marked sent',
    );
    expect(receiver.requests).toHaveLength(1);
    expect(await notification(held.deliveryId)).toMatchObject({ attempts: 1, leaseToken: null, lastError: null });
  });

  it('marks a delivery sent as the next statement after the answer, and tries that write again at once when it fails', async () => {
    let watch!: ReturnType<typeof watchQueries>;
    await startWorker({}, (db) => (watch = watchQueries(db)));
    const refused = watch.failNext(MARK_SENT, 'before the database');
    await postLead('Marked Sent');
    const held = await receiver.next(WAIT_MS);
    watch.mark('answered');
    held.answer(204);
    await refused;
    // The row is not left for the lease to run out and the notification to go again: the statements say so.
    await eventually(
      async () => (await notification(held.deliveryId)).sentAt !== null,
      WAIT_MS,
      'the notification marked sent',
    );

    // Other channels' lanes look for due rows of their own meanwhile: their reads are not this delivery's.
    const afterAnswer = watch.statements
      .slice(watch.statements.indexOf('-- answered') + 1)
      .filter((sql) => !DUE_ROWS_LOOKUP.test(sql));
    expect(afterAnswer[0]).toMatch(MARK_SENT);
    expect(afterAnswer[1]).toMatch(MARK_SENT);
    expect(receiver.requests.filter((req) => req.deliveryId === held.deliveryId)).toHaveLength(1);
  });

  it('gives back a claim whose answer was lost, so the lead is notified at the next round rather than when the lease runs out', async () => {
    let watch!: ReturnType<typeof watchQueries>;
    // A lease far longer than the wait: had the claim been left to run out, nothing would come in time.
    const leaseMs = 20 * LEASE_MS;
    expect(leaseMs).toBeGreaterThan(WAIT_MS);
    await startWorker({ leaseMs }, (db) => (watch = watchQueries(db)));
    const lost = watch.failNext(CLAIM, 'after the database');
    await postLead('Lost Claim');
    await lost;
    const held = await receiver.next(WAIT_MS);
    held.answer(204);
    await eventually(
      async () => (await notification(held.deliveryId)).sentAt !== null,
      WAIT_MS,
      'the notification marked sent',
    );
    expect(receiver.requests.filter((req) => req.deliveryId === held.deliveryId)).toHaveLength(1);
  });

  it('stops a delivery whose notification is no longer its own (the lead was erased meanwhile)', async () => {
    const leaseMs = 900;
    await startWorker({ leaseMs });
    await postLead('Erased Meanwhile');
    const held = await receiver.next(WAIT_MS);
    await ctx.db.getRepository(LeadNotification).delete({ id: held.deliveryId });
    // The next renewal finds the row gone and the request is abandoned, long before any timeout.
    let abandoned = false;
    void held.abandoned.then(() => (abandoned = true));
    await eventually(() => abandoned, WAIT_MS, 'the webhook request abandoned');
    expect(receiver.requests.filter((req) => req.deliveryId === held.deliveryId)).toHaveLength(1);
  });
});
