// The database failing under load, on a MariaDB server of the test's own: killed (-9) and started
// again while leads keep coming, and frozen (SIGSTOP). Every lead answered 2xx must be stored
// exactly once once unanswered leads are retried with their keys; while the database is away
// answers are quick 503s with Retry-After in the visitor's language, and the log says so once. A
// freeze far longer than the timeout holds no lead or readiness check past it: a query that times
// out takes its connection with it instead of leaving the next query waiting behind it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { TEST_SITE_URL } from '../helpers/app.js';
import { OwnMariadb } from '../helpers/own-mariadb.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const SENDERS = 4;
const LOAD_MS = 7000;
const KILL_AT_MS = 1500;
const RESTART_AT_MS = 3500;
const DATABASE_TIMEOUT_MS = 1500;

interface Sent {
  key: string;
  body: string;
  status: number;
  retryAfter: string | null;
  answeredAt: number;
}

describe('database faults on a MariaDB of the test’s own', () => {
  let mariadb: OwnMariadb;
  let ctx: ListeningTestApp;
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
      answeredAt: Date.now(),
    };
  };
  const lead = (n: number, locale = 'en') =>
    JSON.stringify({ name: `Fault Lead ${n}`, phone: '+966 50 123 4567', locale, ...POPUP_LEAD_FIELDS, ...HUMAN_FILL });

  beforeAll(async () => {
    mariadb = await OwnMariadb.create();
    ctx = await startListeningTestApp(mariadb.url, {
      TRUST_PROXY: '1',
      DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close().catch(() => undefined);
    await mariadb?.destroy();
  });

  it(
    'loses and doubles no lead when the database is killed and restarted under load',
    { timeout: 90_000 },
    async () => {
      const errors = vi.spyOn(console, 'error');
      const logs = vi.spyOn(console, 'log');
      const started = Date.now();
      let backAt = 0;
      const faults = (async () => {
        await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
        await mariadb.kill();
        await new Promise((resolve) => setTimeout(resolve, RESTART_AT_MS - KILL_AT_MS));
        await mariadb.start();
        backAt = Date.now();
      })();
      const answers: Sent[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: SENDERS }, async () => {
          while (Date.now() - started < LOAD_MS) {
            const n = next++;
            answers.push(await send(`fault-lead-${String(n).padStart(6, '0')}`, lead(n, n % 2 ? 'ar' : 'en')));
          }
        }),
      );
      await faults;

      const failed = answers.filter((a) => a.status < 200 || a.status >= 300);
      expect(
        failed.every((a) => a.status === 503 && a.retryAfter !== null),
        JSON.stringify(failed.filter((a) => a.status !== 503).slice(0, 3)),
      ).toBe(true);
      // Retry every unanswered lead with its key, as a client would, until it is answered.
      const retried: Sent[] = [];
      for (const unanswered of failed) {
        let answer = unanswered;
        for (let attempt = 0; attempt < 20 && answer.status !== 200 && answer.status !== 201; attempt++) {
          answer = await send(unanswered.key, unanswered.body);
          if (answer.status >= 500) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        retried.push(answer);
      }
      expect(retried.every((a) => a.status === 200 || a.status === 201)).toBe(true);

      const answered2xx = answers.filter((a) => a.status === 200 || a.status === 201).length + retried.length;
      const rows = await ctx.db.getRepository(Lead).find({ select: { idempotencyKey: true } });
      const storedKeys = rows.map((row) => row.idempotencyKey);
      const sentKeys = new Set(answers.map((a) => a.key));
      const lost = [...sentKeys].filter((key) => !storedKeys.includes(key));
      const duplicated = storedKeys.length - new Set(storedKeys).size;
      const firstAfterBack = answers
        .filter((a) => a.answeredAt >= backAt && a.status < 300)
        .sort((x, y) => x.answeredAt - y.answeredAt)[0];
      console.info(
        `fault test: ${answers.length} leads sent, ${answers.length - failed.length} answered 2xx at once, ${failed.length} answered 503 and retried, ${answered2xx} answered 2xx in all, ` +
          `${storedKeys.length} stored, ${lost.length} lost, ${duplicated} duplicated; first 2xx ${firstAfterBack ? firstAfterBack.answeredAt - backAt : 'n/a'} ms after the database was back`,
      );
      expect(failed.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
      expect(duplicated).toBe(0);
      expect(storedKeys.length).toBe(sentKeys.size);
      // The operator's log: one line when the database went away and one when it came back, no stacks.
      const outageLines = errors.mock.calls.filter((call) => String(call[0]).startsWith('Database unavailable'));
      expect(outageLines.length).toBeGreaterThanOrEqual(1);
      expect(outageLines.length).toBeLessThanOrEqual(2);
      expect(errors.mock.calls.filter((call) => call.some((arg) => arg instanceof Error))).toEqual([]);
      expect(
        logs.mock.calls.filter((call) => String(call[0]) === 'Database available again').length,
      ).toBeGreaterThanOrEqual(1);
      errors.mockRestore();
      logs.mockRestore();
    },
  );

  it('fails fast while the database is frozen, and takes the lead once it thaws', { timeout: 60_000 }, async () => {
    await mariadb.freeze();
    try {
      const readyStart = Date.now();
      const ready = await ctx.server.send('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(Date.now() - readyStart).toBeLessThan(1500);

      const leadStart = Date.now();
      const frozen = await send('frozen-lead-0001', lead(9001, 'ar'));
      expect(Date.now() - leadStart).toBeLessThan(DATABASE_TIMEOUT_MS * 3 + 1000);
      expect(frozen.status).toBe(503);
      expect(Number(frozen.retryAfter)).toBeGreaterThan(0);
    } finally {
      mariadb.thaw();
    }
    let retry = await send('frozen-lead-0001', lead(9001, 'ar'));
    for (let attempt = 0; attempt < 20 && retry.status >= 500; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      retry = await send('frozen-lead-0001', lead(9001, 'ar'));
    }
    expect([200, 201]).toContain(retry.status);
    expect(await ctx.db.getRepository(Lead).countBy({ idempotencyKey: 'frozen-lead-0001' })).toBe(1);
  });

  it(
    'bounds every lead and readiness check by DATABASE_TIMEOUT_MS through a freeze many timeouts long',
    { timeout: 90_000 },
    async () => {
      const errors = vi.spyOn(console, 'error');
      const logs = vi.spyOn(console, 'log');
      // More senders than the pool has connections, so that connections are used up, cut and
      // replaced many times over while the database stays frozen.
      const FREEZE_MS = 15_000;
      const FROZEN_SENDERS = 12;
      const PROBE_EVERY_MS = 200;
      const timings: Array<{ what: 'lead' | 'readyz'; started: number; ms: number; status: number }> = [];
      const timed = async (what: 'lead' | 'readyz', call: () => Promise<{ status: number }>) => {
        const started = Date.now();
        const { status } = await call();
        timings.push({ what, started, ms: Date.now() - started, status });
        return status;
      };
      let frozenAt = 0;
      let thawedAt = 0;
      let n = 20_000;
      const load = async () => {
        while (!thawedAt) await timed('lead', () => send(`freeze-stream-${n}`, lead(n++)));
      };
      const probes = async () => {
        while (!thawedAt) {
          await timed('readyz', () => ctx.server.send('GET', '/readyz'));
          await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
        }
      };
      await mariadb.freeze();
      frozenAt = Date.now();
      const running = [...Array.from({ length: FROZEN_SENDERS }, load), probes()];
      try {
        await new Promise((resolve) => setTimeout(resolve, FREEZE_MS));
      } finally {
        mariadb.thaw();
        thawedAt = Date.now();
      }
      await Promise.all(running);
      // Back: a lead is stored again soon after the thaw.
      let status = 0;
      for (let attempt = 0; attempt < 40 && status !== 201; attempt++) {
        status = await timed('lead', () => send(`freeze-stream-after-${attempt}`, lead(n++)));
        if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(201);

      const during = timings.filter((t) => t.started >= frozenAt && t.started < thawedAt - DATABASE_TIMEOUT_MS);
      const leads = during.filter((t) => t.what === 'lead');
      const checks = during.filter((t) => t.what === 'readyz');
      const worst = (list: typeof during) => Math.max(...list.map((t) => t.ms));
      console.info(
        `freeze stream: ${leads.length} leads (slowest ${worst(leads)} ms), ${checks.length} readiness checks (slowest ${worst(checks)} ms) during a ${FREEZE_MS} ms freeze, DATABASE_TIMEOUT_MS ${DATABASE_TIMEOUT_MS}`,
      );
      expect(leads.length).toBeGreaterThan(FROZEN_SENDERS * (FREEZE_MS / DATABASE_TIMEOUT_MS / 2));
      expect(new Set(leads.map((t) => t.status))).toEqual(new Set([503]));
      expect(new Set(checks.map((t) => t.status))).toEqual(new Set([503]));
      expect(worst(leads)).toBeLessThan(DATABASE_TIMEOUT_MS + 1000);
      expect(worst(checks)).toBeLessThan(DATABASE_TIMEOUT_MS + 1000);
      // One line when it went, one when it came back, whatever ran in between.
      expect(errors.mock.calls.filter((call) => String(call[0]).startsWith('Database unavailable'))).toHaveLength(1);
      expect(logs.mock.calls.filter((call) => String(call[0]) === 'Database available again')).toHaveLength(1);
      errors.mockRestore();
      logs.mockRestore();
    },
  );

  it(
    'answers a lead while the database is down with 503, Retry-After and the message in the lead’s language',
    { timeout: 60_000 },
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
