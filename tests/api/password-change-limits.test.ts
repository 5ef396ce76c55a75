// Changing one's password checks the current one under the same limits as signing in, on SQLite
// and (with TEST_MYSQL_URL) MySQL: wrong current passwords count as failed sign-ins of that browser
// and are blocked (429 with Retry-After) like them, and the checks wait for the same few hashing
// slots, so many changes at once are refused rather than let to starve the site.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminUser } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const NEW_PASSWORD = 'Palm-fronds-in-the-wind-91';
const CONCURRENT_CHANGES = 16;

describe.each(testDatabases('password_limits'))('password change limits on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const http = () => request(ctx.app.callback());
  const change = (cookie: string, currentPassword: string) =>
    http()
      .post('/api/admin/password')
      .set({ Cookie: cookie, Origin: TEST_SITE_URL })
      .send({ currentPassword, newPassword: NEW_PASSWORD });

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it('blocks wrong current passwords like failed sign-ins: 429 with Retry-After', async () => {
    await createAdmin(ctx.db, 'guesser', ADMIN_PASSWORD);
    const cookie = await sessionCookie(ctx.app, 'guesser');
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await change(cookie, `wrong-guess-number-${i}`));
    expect(answers[0]!.status).toBe(400);
    expect(answers[0]!.body.fields).toEqual({ currentPassword: 'wrong' });
    const blocked = answers.filter((res) => res.status === 429);
    expect(blocked.length).toBeGreaterThan(0);
    expect(Number(blocked[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Blocked means blocked: the right password waits too.
    expect((await change(cookie, ADMIN_PASSWORD)).status).toBe(429);
  });

  it('checks the current password in the sign-in hashing slots: /healthz answers while 16 changes run at once', async () => {
    // Full-cost hashes for these admins (the suite's are cheap), so each check takes its real time.
    const { hashPassword } = await vi.importActual<typeof import('../../server/accounts/passwords.js')>(
      '../../server/accounts/passwords.js',
    );
    const fullCost = await hashPassword(ADMIN_PASSWORD);
    const cookies: string[] = [];
    for (let i = 0; i < CONCURRENT_CHANGES; i++) {
      await createAdmin(ctx.db, `busy-${i}`, ADMIN_PASSWORD);
      cookies.push(await sessionCookie(ctx.app, `busy-${i}`));
    }
    await ctx.db
      .getRepository(AdminUser)
      .createQueryBuilder()
      .update()
      .set({ passwordHash: fullCost })
      .where('username LIKE :busy', { busy: 'busy-%' })
      .execute();

    const changes = Promise.all(cookies.map((cookie) => change(cookie, ADMIN_PASSWORD)));
    const started = Date.now();
    const health = await http().get('/healthz');
    const healthMs = Date.now() - started;
    const answers = await changes;
    expect(health.status).toBe(200);
    // A generous ceiling: the point is that it answers while the hashes run, not how fast.
    expect(healthMs).toBeLessThan(5_000);
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.every((status) => status === 204 || status === 429),
      statuses.join(),
    ).toBe(true);
    // More changes than slots and places in line: some were refused at once, told when to come back.
    const refused = answers.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
