// A lead the server does not store is answered for what went wrong, on SQLite and MariaDB. Only a
// database that is away (it does not answer, the connection dropped, a deadline passed) is a 503
// with Retry-After, "try again in a minute" in the visitor's language and one log line for the
// outage. Any other error (here a constraint the insert broke, as a bug in our code would) is a
// fault of ours: 500, one error line naming the error's class with its stack, no outage line, and
// /readyz stays ready, since retrying elsewhere would not help. The forms without JavaScript answer
// the same statuses and keep what the visitor typed.
import request from 'supertest';
import { QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { formOpenedCookie, HUMAN_FILL } from '../helpers/human-lead.js';
import { capturedLog, LOG_LEVEL, messagesAt } from '../helpers/log-lines.js';
import { watchQueries, type QueryWatch } from '../helpers/query-faults.js';

/** The lead row's own INSERT, not its notifications' or the quota's. */
const LEAD_INSERT = /^INSERT INTO [`"]lead[`"]/i;
/** Giving a quota place back: the second query a failed store may send. */
const QUOTA_GIVE_BACK = /^UPDATE submission_quota SET taken = taken - 1/i;

describe.each(testDatabases('lead_faults'))('a lead the database does not take, on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let watch: QueryWatch;
  const log = capturedLog();
  let visitor = 0;

  /** The error the driver raises for a NOT NULL column left empty, as TypeORM hands it on. */
  const constraintBug = (sql: string) =>
    new QueryFailedError(
      sql,
      [],
      Object.assign(new Error('NOT NULL constraint failed: lead.name'), {
        code: database.name === 'sqlite' ? 'SQLITE_CONSTRAINT_NOTNULL' : 'ER_BAD_NULL_ERROR',
      }),
    );
  /** The error mysql2 raises when the server goes away mid-query, as TypeORM hands it on. */
  const connectionLost = (sql: string) =>
    new QueryFailedError(
      sql,
      [],
      Object.assign(new Error('Connection lost: The server closed the connection.'), {
        code: 'PROTOCOL_CONNECTION_LOST',
      }),
    );
  const postLead = (name: string, locale = 'en') =>
    request(ctx.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', `198.51.100.${++visitor}`)
      .send({ ...POPUP_LEAD_FIELDS, ...HUMAN_FILL, name, phone: '+966 50 123 4567', locale });
  const postForm = (name: string) =>
    request(ctx.app.callback())
      .post('/contact')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', `198.51.100.${++visitor}`)
      .set('Cookie', formOpenedCookie('contact'))
      .type('form')
      .send({
        name,
        email: 'form.bug@example.com',
        phone: '0509876543',
        message: 'We need ZATCA Phase 2 integration for two branches.',
        consent: 'yes',
      });
  const stored = (name: string) => ctx.db.getRepository(Lead).existsBy({ name });
  /** The statements sent after the last lead INSERT (the one that failed). */
  const afterTheInsert = () => {
    const all = watch.statements;
    const at = all.findLastIndex((sql) => LEAD_INSERT.test(sql));
    return all.slice(at + 1);
  };
  const readiness = async () => (await request(ctx.app.callback()).get('/readyz')).status;
  const faultLines = () => log.lines.filter((line) => line.msg === 'Request failed');
  const outageLines = () =>
    messagesAt(log.lines, 'error').filter((message) => message.startsWith('Database unavailable'));

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), { TRUST_PROXY: '1' }, { logger: log.logger });
    watch = watchQueries(ctx.db);
  });
  beforeEach(() => void log.lines.splice(0));
  afterAll(async () => ctx?.close());

  it('answers a constraint the insert broke with 500, logs it as a fault with its class, and stays ready', async () => {
    const failed = watch.failNext(LEAD_INSERT, 'before the database', constraintBug);
    const answer = await postLead('Constraint Bug');
    await failed;
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Internal Server Error' });
    expect(answer.headers['retry-after']).toBeUndefined();
    // A fault of ours, with the database answering: the visitor's quota place is given back.
    expect(afterTheInsert().filter((sql) => QUOTA_GIVE_BACK.test(sql))).toHaveLength(1);
    expect(await stored('Constraint Bug')).toBe(false);

    expect(faultLines()).toHaveLength(1);
    const [line] = faultLines();
    expect(line).toMatchObject({ level: LOG_LEVEL.error, status: 500, route: '/api/contact-submissions' });
    expect(line!.error).toMatchObject({ class: 'QueryFailedError', message: 'NOT NULL constraint failed: lead.name' });
    expect((line!.error as { stack?: string }).stack).toMatch(/QueryFailedError/);
    expect(outageLines()).toEqual([]);
    expect(await readiness()).toBe(200);
    // The next lead is stored as any other.
    expect((await postLead('After The Bug')).status).toBe(201);
  });

  it('answers the same fault on a form posted without JavaScript with 500 and the form as typed', async () => {
    const failed = watch.failNext(LEAD_INSERT, 'before the database', constraintBug);
    const answer = await postForm('Form Constraint Bug');
    await failed;
    expect(answer.status).toBe(500);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(answer.text).toContain('value="Form Constraint Bug"');
    expect(faultLines().map((line) => (line.error as { class: string }).class)).toEqual(['QueryFailedError']);
    expect(outageLines()).toEqual([]);
    expect(await readiness()).toBe(200);
  });

  it('answers a connection lost under the insert with 503 and Retry-After in the lead’s language, logged as an outage', async () => {
    const failed = watch.failNext(LEAD_INSERT, 'before the database', connectionLost);
    const answer = await postLead('Connection Lost', 'ar');
    await failed;
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body.error).toMatch(/الخدمة متوقفة مؤقتًا/);
    // Nothing more waits on the database that just failed: the quota place is not given back.
    expect(afterTheInsert().filter((sql) => QUOTA_GIVE_BACK.test(sql))).toEqual([]);
    expect(await stored('Connection Lost')).toBe(false);
    expect(outageLines()).toHaveLength(1);
    expect(faultLines()).toEqual([]);
    // The database answers the next query: the outage is over, and said to be.
    expect((await postLead('Back Again')).status).toBe(201);
    expect(messagesAt(log.lines, 'info')).toContain('Database available again');
  });
});
