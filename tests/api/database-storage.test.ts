// A SQLite database that answers reads but cannot store anything: locked by another process, or
// full. Requests must stay bounded by DATABASE_TIMEOUT_MS (SQLite's own wait would hold the whole
// process), readiness must say the database is not usable, and the log must say so once when it
// starts and once when it ends, however many probes run in between.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { TEST_SITE_URL } from '../helpers/app.js';
import { freshSqliteUrl } from '../helpers/built-server.js';
import { startListeningTestApp, type ListeningTestApp, type RawAnswer } from '../helpers/raw-http.js';
import { holdSqliteWriteLock } from '../helpers/sqlite-file.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const DATABASE_TIMEOUT_MS = 1000;

describe('a SQLite database that cannot store', () => {
  const databaseUrl = freshSqliteUrl('database-storage');
  let ctx: ListeningTestApp;
  let serial = 0;
  const lead = () =>
    ctx.server.send(
      'POST',
      '/api/contact-submissions',
      {
        'Content-Type': 'application/json',
        Origin: TEST_SITE_URL,
        'X-Forwarded-For': `10.3.${serial >> 8}.${serial++ & 255}`,
      },
      JSON.stringify({
        name: 'Storage Lead',
        phone: '+966 50 123 4567',
        ...POPUP_LEAD_FIELDS,
        ...HUMAN_FILL,
        message: 'A message long enough to need room. '.repeat(20),
      }),
    );
  const readiness = () => ctx.server.send('GET', '/readyz');
  const timed = async (call: () => Promise<RawAnswer>) => {
    const started = Date.now();
    const answer = await call();
    return { status: answer.status, ms: Date.now() - started };
  };
  /** Polls /readyz until it answers 200, failing after `ms`. */
  const readyWithin = async (ms: number) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const { status } = await readiness();
      if (status === 200) return;
      if (Date.now() > deadline) throw new Error(`/readyz still ${status} after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const outageLines = (error: ReturnType<typeof vi.spyOn>, log: ReturnType<typeof vi.spyOn>) => ({
    away: error.mock.calls.filter((call: unknown[]) => String(call[0]).startsWith('Database unavailable')).length,
    back: log.mock.calls.filter((call: unknown[]) => String(call[0]) === 'Database available again').length,
  });

  beforeAll(async () => {
    ctx = await startListeningTestApp(databaseUrl, {
      TRUST_PROXY: '1',
      DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
    });
  });
  afterAll(async () => ctx?.close());

  it(
    'holds no request past DATABASE_TIMEOUT_MS while another process holds the write lock',
    { timeout: 30_000 },
    async () => {
      const error = vi.spyOn(console, 'error');
      const log = vi.spyOn(console, 'log');
      const release = holdSqliteWriteLock(databaseUrl);
      let leads, health;
      try {
        [leads, health] = await Promise.all([
          Promise.all(Array.from({ length: 6 }, () => timed(lead))),
          timed(() => ctx.server.send('GET', '/healthz')),
        ]);
        expect((await readiness()).status).toBe(503);
      } finally {
        release();
      }
      expect(leads.map((answer) => answer.status)).toEqual(Array(6).fill(503));
      // SQLite's own wait held the whole process: the sixth lead answered after six timeouts.
      expect(Math.max(...leads.map((answer) => answer.ms))).toBeLessThan(DATABASE_TIMEOUT_MS + 1000);
      expect(health).toMatchObject({ status: 200 });
      expect(health!.ms).toBeLessThan(DATABASE_TIMEOUT_MS / 2);
      await readyWithin(5000);
      expect((await lead()).status).toBe(201);
      expect(outageLines(error, log)).toEqual({ away: 1, back: 1 });
      error.mockRestore();
      log.mockRestore();
    },
  );

  it(
    'reports a full disk as not ready, logs it once each way, and is ready once there is room',
    { timeout: 30_000 },
    async () => {
      const error = vi.spyOn(console, 'error');
      const log = vi.spyOn(console, 'log');
      // The database may not grow past its size now, with no free page left inside it (VACUUM):
      // SQLite's answer to a write that needs a new page is SQLITE_FULL, as on a full disk.
      await ctx.db.query('VACUUM');
      const [{ page_count: pages }] = (await ctx.db.query('PRAGMA page_count')) as Array<{ page_count: number }>;
      await ctx.db.query(`PRAGMA max_page_count = ${pages}`);
      let refused = 0;
      for (let attempt = 0; attempt < 50 && refused === 0; attempt++) if ((await lead()).status === 503) refused++;
      expect(refused).toBe(1);
      const answers = [];
      for (let probe = 0; probe < 30; probe++) answers.push((await readiness()).status, (await lead()).status);
      expect(new Set(answers)).toEqual(new Set([503]));
      expect(outageLines(error, log)).toEqual({ away: 1, back: 0 });

      await ctx.db.query('PRAGMA max_page_count = 1073741823');
      await readyWithin(5000);
      expect((await lead()).status).toBe(201);
      expect(outageLines(error, log)).toEqual({ away: 1, back: 1 });
      error.mockRestore();
      log.mockRestore();
    },
  );
});
