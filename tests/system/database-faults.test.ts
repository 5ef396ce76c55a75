// The database failing under load, on a MariaDB server of the test's own: killed (-9) and started
// again while leads keep coming, and frozen (SIGSTOP). Every lead answered 2xx must be stored
// exactly once once unanswered leads are retried with their keys; while the database is away
// answers are 503s with Retry-After in the visitor's language, and the log says so once. A freeze
// far longer than the timeout still answers every lead and readiness check while it lasts: a query
// that times out takes its connection with it instead of leaving the next query waiting behind it.
// Each step waits on what the server answered, never on the clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { TEST_SITE_URL } from '../helpers/app.js';
import { capturedLog, messagesAt } from '../helpers/log-lines.js';
import { OwnMariadb } from '../helpers/own-mariadb.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const SENDERS = 4;
const DATABASE_TIMEOUT_MS = 1500;
// How much happens at each step of the kill: leads stored before it, refused during it, stored after.
const STORED_BEFORE_KILL = 20;
const REFUSED_WHILE_DOWN = 8;
const STORED_AFTER_RESTART = 20;
/** A lead retried with its key until it is stored, or a client that gives up: a ceiling, not a goal. */
const RETRY = { timeout: 60_000, interval: 250 };

interface Sent {
  key: string;
  body: string;
  status: number;
  retryAfter: string | null;
}

describe('database faults on a MariaDB of the test’s own', () => {
  let mariadb: OwnMariadb;
  let ctx: ListeningTestApp;
  const log = capturedLog();
  let serial = 0;

  const send = async (key: string, body: string): Promise<Sent> => {
    const { server } = ctx;
    const answer = await server.send(
      'POST',
      '/api/contact-submissions',
      {
        'Content-Type': 'application/json',
        Origin: TEST_SITE_URL,
        'Idempotency-Key': key,
        'X-Forwarded-For': `10.0.${(serial >> 8) & 255}.${serial++ & 255}`,
      },
      body,
    );
    return {
      key,
      body,
      status: answer.status,
      retryAfter: (answer.headers['retry-after'] as string | undefined) ?? null,
    };
  };
  /** Sends the lead again with its key, as a client would, until it is stored. */
  const sendUntilStored = async (key: string, body: string): Promise<Sent> => {
    let answer!: Sent;
    await vi.waitFor(async () => {
      answer = await send(key, body);
      expect([200, 201]).toContain(answer.status);
    }, RETRY);
    return answer;
  };
  const lead = (n: number, locale = 'en') =>
    JSON.stringify({ name: `Fault Lead ${n}`, phone: '+966 50 123 4567', locale, ...POPUP_LEAD_FIELDS, ...HUMAN_FILL });
  const outageLines = () => ({
    away: messagesAt(log.lines, 'error').filter((message) => message.startsWith('Database unavailable')).length,
    back: messagesAt(log.lines, 'info').filter((message) => message === 'Database available again').length,
  });
  /** Lines that carry a stack or call a request a fault: an outage must produce neither. */
  const faultLines = () =>
    log.lines.filter(
      (line) => line.msg === 'Request failed' || Boolean((line.error as { stack?: string } | undefined)?.stack),
    );

  beforeAll(async () => {
    mariadb = await OwnMariadb.create();
    ctx = await startListeningTestApp(
      mariadb.url,
      { TRUST_PROXY: '1', DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS) },
      { logger: log.logger },
    );
  }, 120_000);
  beforeEach(() => void log.lines.splice(0));
  afterAll(async () => {
    await ctx?.close().catch(() => undefined);
    await mariadb?.destroy();
  });

  it(
    'loses and doubles no lead when the database is killed and restarted under load',
    { timeout: 240_000 },
    async () => {
      const answers: Sent[] = [];
      const stored = () => answers.filter((a) => a.status === 200 || a.status === 201).length;
      const refused = () => answers.filter((a) => a.status === 503).length;
      let stopped = false;
      let next = 0;
      const senders = Promise.all(
        Array.from({ length: SENDERS }, async () => {
          while (!stopped) {
            const n = next++;
            answers.push(await send(`fault-lead-${String(n).padStart(6, '0')}`, lead(n, n % 2 ? 'ar' : 'en')));
          }
        }),
      );
      // Each step waits for what the leads answered, not for the clock: a busy machine only makes it slower.
      const step = { timeout: 120_000, interval: 50 };
      try {
        await vi.waitFor(() => expect(stored()).toBeGreaterThanOrEqual(STORED_BEFORE_KILL), step);
        await mariadb.kill();
        const refusedBefore = refused();
        await vi.waitFor(() => expect(refused() - refusedBefore).toBeGreaterThanOrEqual(REFUSED_WHILE_DOWN), step);
        await mariadb.start();
        const storedBefore = stored();
        await vi.waitFor(() => expect(stored() - storedBefore).toBeGreaterThanOrEqual(STORED_AFTER_RESTART), step);
      } finally {
        stopped = true;
        await senders;
      }

      const failed = answers.filter((a) => a.status < 200 || a.status >= 300);
      expect(
        failed.every((a) => a.status === 503 && a.retryAfter !== null),
        JSON.stringify(failed.filter((a) => a.status !== 503).slice(0, 3)),
      ).toBe(true);
      const retried: Sent[] = [];
      for (const unanswered of failed) retried.push(await sendUntilStored(unanswered.key, unanswered.body));

      const answered2xx = answers.length - failed.length + retried.length;
      const rows = await ctx.db.getRepository(Lead).find({ select: { idempotencyKey: true } });
      const storedKeys = rows.map((row) => row.idempotencyKey);
      const sentKeys = new Set(answers.map((a) => a.key));
      const lost = [...sentKeys].filter((key) => !storedKeys.includes(key));
      const duplicated = storedKeys.length - new Set(storedKeys).size;
      console.info(
        `fault test: ${answers.length} leads sent, ${answers.length - failed.length} answered 2xx at once, ${failed.length} answered 503 and retried, ${answered2xx} answered 2xx in all, ` +
          `${storedKeys.length} stored, ${lost.length} lost, ${duplicated} duplicated`,
      );
      expect(failed.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
      expect(duplicated).toBe(0);
      expect(storedKeys.length).toBe(sentKeys.size);
      // The operator's log: one line when the database went away and one when it came back, no stacks.
      const { away, back } = outageLines();
      expect(away).toBeGreaterThanOrEqual(1);
      expect(away).toBeLessThanOrEqual(2);
      expect(back).toBeGreaterThanOrEqual(1);
      expect(faultLines()).toEqual([]);
    },
  );

  it('refuses a lead while the database is frozen, and takes it once it thaws', { timeout: 120_000 }, async () => {
    await mariadb.freeze();
    try {
      // One check that misses is not a fault yet; the second in a row is.
      await ctx.server.send('GET', '/readyz');
      const ready = await ctx.server.send('GET', '/readyz');
      expect(ready.status).toBe(503);
      const frozen = await send('frozen-lead-0001', lead(9001, 'ar'));
      expect(frozen.status).toBe(503);
      expect(Number(frozen.retryAfter)).toBeGreaterThan(0);
    } finally {
      mariadb.thaw();
    }
    await sendUntilStored('frozen-lead-0001', lead(9001, 'ar'));
    expect(await ctx.db.getRepository(Lead).countBy({ idempotencyKey: 'frozen-lead-0001' })).toBe(1);
  });

  it(
    'answers every lead and readiness check with 503 while frozen, through a freeze many timeouts long',
    { timeout: 240_000 },
    async () => {
      // More senders than the pool has connections, so that connections are used up, cut and
      // replaced many times over while the database stays frozen: every lead still gets its answer
      // while it is frozen, not when it thaws.
      const FROZEN_SENDERS = 12;
      const LEADS_WHILE_FROZEN = FROZEN_SENDERS * 3;
      const CHECKS_WHILE_FROZEN = 5;
      const whileFrozen: Array<{ what: 'lead' | 'readyz'; status: number }> = [];
      let frozen = true;
      let n = 20_000;
      const answeredWhileFrozen = (what: 'lead' | 'readyz', status: number) => {
        if (frozen) whileFrozen.push({ what, status });
      };
      const load = async () => {
        while (frozen) answeredWhileFrozen('lead', (await send(`freeze-stream-${n}`, lead(n++))).status);
      };
      const probes = async () => {
        while (frozen) answeredWhileFrozen('readyz', (await ctx.server.send('GET', '/readyz')).status);
      };
      const count = (what: 'lead' | 'readyz') => whileFrozen.filter((answer) => answer.what === what).length;
      await mariadb.freeze();
      const running = [...Array.from({ length: FROZEN_SENDERS }, load), probes()];
      try {
        await vi.waitFor(
          () => {
            expect(count('lead')).toBeGreaterThanOrEqual(LEADS_WHILE_FROZEN);
            expect(count('readyz')).toBeGreaterThanOrEqual(CHECKS_WHILE_FROZEN);
          },
          { timeout: 180_000, interval: 100 },
        );
      } finally {
        frozen = false;
        mariadb.thaw();
      }
      await Promise.all(running);
      // Back: a lead is stored again after the thaw.
      await sendUntilStored('freeze-stream-after', lead(n++));

      console.info(
        `freeze stream: ${count('lead')} leads and ${count('readyz')} readiness checks answered while frozen, DATABASE_TIMEOUT_MS ${DATABASE_TIMEOUT_MS}`,
      );
      // The first readiness check may miss alone (a lone slow check is not a fault); every later one is 503.
      const firstCheck = whileFrozen.findIndex((answer) => answer.what === 'readyz');
      expect(new Set(whileFrozen.filter((_, i) => i !== firstCheck).map((answer) => answer.status))).toEqual(
        new Set([503]),
      );
      // One line when it went, one when it came back, whatever ran in between.
      expect(outageLines()).toEqual({ away: 1, back: 1 });
    },
  );

  it(
    'answers a lead while the database is down with 503, Retry-After and the message in the lead’s language',
    { timeout: 120_000 },
    async () => {
      await mariadb.kill();
      try {
        const arabic = await ctx.server.send(
          'POST',
          '/api/contact-submissions',
          { 'Content-Type': 'application/json', Origin: TEST_SITE_URL, 'X-Forwarded-For': '10.9.9.9' },
          lead(9100, 'ar'),
        );
        expect(arabic.status).toBe(503);
        expect(Number(arabic.headers['retry-after'])).toBeGreaterThan(0);
        expect(JSON.parse(arabic.body).error).toMatch(/الخدمة متوقفة مؤقتًا/);
        const english = await ctx.server.send(
          'POST',
          '/api/contact-submissions',
          { 'Content-Type': 'application/json', Origin: TEST_SITE_URL, 'X-Forwarded-For': '10.9.9.9' },
          lead(9101, 'en'),
        );
        expect(JSON.parse(english.body).error).toMatch(/temporarily unavailable/);
        const form = await ctx.server.send(
          'POST',
          '/ar/odoo-saudi-arabia',
          { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_SITE_URL, 'X-Forwarded-For': '10.9.9.9' },
          new URLSearchParams({ name: 'نورة القحطاني', phone: '0551234567' }).toString(),
        );
        expect(form.status).toBe(503);
        expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
        expect(form.body).toContain('value="نورة القحطاني"');
      } finally {
        await mariadb.start();
      }
    },
  );
});
