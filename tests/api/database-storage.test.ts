// A SQLite database that answers reads but cannot store anything: locked by another process, or
// full. Leads waiting for the lock must not hold the process (SQLite's own wait would: nothing else
// answers meanwhile) and end in a 503 once DATABASE_TIMEOUT_MS has passed, readiness must say the
// database is not usable, and the log must say so once when it starts and once when it ends,
// however many probes run in between.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { TEST_SITE_URL } from '../helpers/app.js';
import { freshSqliteUrl } from '../helpers/built-server.js';
import { capturedLog, messagesAt } from '../helpers/log-lines.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';
import { holdSqliteWriteLock } from '../helpers/sqlite-file.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

// Long enough that /healthz, sent with the leads, answers before any lead's wait can end, however
// busy the machine.
const DATABASE_TIMEOUT_MS = 5000;

describe('a SQLite database that cannot store', () => {
  const databaseUrl = freshSqliteUrl('database-storage');
  let ctx: ListeningTestApp;
  const log = capturedLog();
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
  /** Polls /readyz until it answers 200 (the write probe has committed). */
  const ready = () =>
    vi.waitFor(async () => expect((await readiness()).status).toBe(200), { timeout: 60_000, interval: 100 });
  const outageLines = () => ({
    away: messagesAt(log.lines, 'error').filter((message) => message.startsWith('Database unavailable')).length,
    back: messagesAt(log.lines, 'info').filter((message) => message === 'Database available again').length,
  });

  beforeAll(async () => {
    ctx = await startListeningTestApp(
      databaseUrl,
      { TRUST_PROXY: '1', DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS) },
      { logger: log.logger },
    );
  });
  beforeEach(() => void log.lines.splice(0));
  afterAll(async () => ctx?.close());

  it(
    'answers other requests while leads wait for the write lock another process holds, and the leads 503',
    { timeout: 120_000 },
    async () => {
      const release = holdSqliteWriteLock(databaseUrl);
      const answered: string[] = [];
      let leads, health;
      try {
        [leads, health] = await Promise.all([
          Promise.all(Array.from({ length: 6 }, () => lead().finally(() => answered.push('lead')))),
          ctx.server.send('GET', '/healthz').finally(() => answered.push('health')),
        ]);
        expect((await readiness()).status).toBe(503);
      } finally {
        release();
      }
      expect(leads.map((answer) => answer.status)).toEqual(Array(6).fill(503));
      // SQLite's own wait would hold the whole process: nothing answers until the first lead gives up.
      expect(health.status).toBe(200);
      expect(answered[0]).toBe('health');
      await ready();
      expect((await lead()).status).toBe(201);
      expect(outageLines()).toEqual({ away: 1, back: 1 });
    },
  );

  it(
    'reports a full disk as not ready, logs it once each way, and is ready once there is room',
    { timeout: 120_000 },
    async () => {
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
      expect(outageLines()).toEqual({ away: 1, back: 0 });

      await ctx.db.query('PRAGMA max_page_count = 1073741823');
      await ready();
      expect((await lead()).status).toBe(201);
      expect(outageLines()).toEqual({ away: 1, back: 1 });
    },
  );
});
