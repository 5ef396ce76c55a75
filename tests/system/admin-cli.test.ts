// `npm run admin -- …` as an operator runs it: the command line as a process of its own (tsx, the
// password read from stdin) against the same database as a running app, on SQLite and MariaDB. It
// creates admins under the password rules, changes roles and lists them, never removes the last
// owner, erases a person's leads, removes a second factor and ends the sessions, and prints the
// audit log one escaped entry a line; a refusal exits 1 with one line saying why and no stack.
// What each command does is tested in process in tests/api/; here, that the process does it.
import { execFile } from 'node:child_process';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSecondFactor, AdminUser, AuditEvent, Lead } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { recordAudit } from '../../server/privacy/audit-log.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

// Each command starts npx and tsx: seconds on a quiet machine, far more on a busy one.
const CLI_CEILING_MS = 120_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe.each(testDatabases('admin_cli'))('the admin command line on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let url = '';

  /** Runs `npm run admin -- args` with `stdin` typed in, resolving once the process has exited. */
  const cli = (args: string[], stdin = '') =>
    new Promise<Run>((resolve) => {
      const child = execFile(
        'npx',
        ['tsx', 'server/cli/admin.ts', ...args],
        { env: { ...process.env, DATABASE_URL: url } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(stdin);
    });
  const roleOf = async (username: string) => (await ctx.db.getRepository(AdminUser).findOneByOrFail({ username })).role;

  beforeAll(async () => {
    url = await database.url();
    ctx = await startTestApp(url);
    await createAdmin(ctx.db, 'olivia', ADMIN_PASSWORD, 'owner');
  });
  afterAll(async () => ctx?.close());

  it(
    'creates an admin with a role, changes roles, lists them and refuses to demote or delete the last owner',
    { timeout: 8 * CLI_CEILING_MS },
    async () => {
      expect(await cli(['create', 'Rania', '--role', 'sales'], 'A-Long-Unusual-Passphrase-42\n')).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/Created admin "rania" \(sales\)/),
      });
      expect(await roleOf('rania')).toBe('sales');

      expect(await cli(['role', 'rania', 'viewer'])).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/rania.*viewer/),
      });
      expect(await roleOf('rania')).toBe('viewer');
      expect((await cli(['role', 'rania', 'boss'])).code).toBe(1);
      expect(await roleOf('rania')).toBe('viewer');

      const list = (await cli(['list'])).stdout;
      expect(list).toMatch(/^rania\tviewer\t/m);
      expect(list).toMatch(/^olivia\towner\t/m);

      for (const args of [
        ['role', 'olivia', 'viewer'],
        ['delete', 'olivia'],
      ]) {
        const refused = await cli(args);
        expect(refused.code, args.join(' ')).toBe(1);
        expect(refused.stdout + refused.stderr).toMatch(/last owner/);
      }
      expect(await roleOf('olivia')).toBe('owner');
    },
  );

  it(
    'refuses a password the rules refuse, saying why, and creates nobody',
    { timeout: 4 * CLI_CEILING_MS },
    async () => {
      const create = (password: string) => cli(['create', 'cli-rules'], `${password}\n`);
      expect(await create('Password2024!!')).toMatchObject({ code: 1, stderr: expect.stringMatching(/too common/) });
      expect(await create('Short-pass1')).toMatchObject({ code: 1, stderr: expect.stringMatching(/at least 12/) });
      expect(await create('my-name-is-cli-rules')).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/username/),
      });
      expect(await ctx.db.getRepository(AdminUser).existsBy({ username: 'cli-rules' })).toBe(false);
    },
  );

  it(
    'erases a person’s leads by phone, and refuses a phone with too few digits in one line',
    { timeout: 3 * CLI_CEILING_MS },
    async () => {
      const posted = await request(ctx.app.callback())
        .post('/api/contact-submissions')
        .set('Origin', TEST_SITE_URL)
        .send({ ...POPUP_LEAD_FIELDS, ...HUMAN_FILL, name: 'Cli Person', phone: '0507776666' });
      expect(posted.status).toBe(201);
      const erased = await cli(['erase', '+966 50 777 6666']);
      expect(erased).toMatchObject({ code: 0 });
      expect(erased.stdout.trim()).toBe('Erased 1 lead of +966 50 777 6666.');
      expect(await ctx.db.getRepository(Lead).existsBy({ name: 'Cli Person' })).toBe(false);
      expect(
        await ctx.db.getRepository(AuditEvent).findOne({ where: { actor: 'cli', action: 'erase' } }),
      ).not.toBeNull();

      const noOne = await cli(['erase', '05-']);
      expect(noOne.code).toBe(1);
      // One line saying why (npx may add its own warnings), no stack trace.
      expect(noOne.stderr).toMatch(/^A phone number needs at least 6 digits$/m);
      expect(noOne.stderr).not.toMatch(/^\s+at /m);
    },
  );

  it('removes a second factor and ends the admin’s sessions', { timeout: 2 * CLI_CEILING_MS }, async () => {
    const ghada = await createAdmin(ctx.db, 'ghada', ADMIN_PASSWORD);
    // Signed in first, as with the factor confirmed: the session counts as signed in either way.
    const cookie = await sessionCookie(ctx.app, 'ghada');
    await ctx.db.getRepository(AdminSecondFactor).insert({
      adminId: ghada.id,
      secretBox: 'sealed elsewhere; the reset never reads it',
      enrolledAt: new Date(),
      lastStep: 0,
    });
    expect((await request(ctx.app.callback()).get('/api/auth/check').set('Cookie', cookie)).status).toBe(200);

    const reset = await cli(['reset-2fa', 'Ghada']);
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.stdout).toContain('Two-step sign-in of "ghada" removed; their sessions were ended.');
    expect(await ctx.db.getRepository(AdminSecondFactor).existsBy({ adminId: ghada.id })).toBe(false);
    expect((await request(ctx.app.callback()).get('/api/auth/check').set('Cookie', cookie)).status).toBe(401);
    expect(await ctx.db.getRepository(AuditEvent).countBy({ actor: 'cli', action: 'second-factor-change' })).toBe(1);
  });

  it(
    'prints the audit log one entry a line, tab-separated, with controls and bidi characters escaped',
    { timeout: CLI_CEILING_MS },
    async () => {
      await ctx.db.getRepository(AuditEvent).clear();
      await recordAudit(
        ctx.db,
        'x\n2025-01-01T00:00:00.000Z\talice\texport',
        'sign-in-refused',
        'Wrong password',
        Date.now() - 2000,
      );
      await recordAudit(ctx.db, '\u001b]0;pwned\u0007', 'sign-in-refused', 'Wrong\r\nusername', Date.now() - 1000);
      await recordAudit(ctx.db, 'olivia', 'export', 'Exported 1 lead as CSV \u202Evsc.exe');

      const printed = await cli(['audit']);
      expect(printed.code).toBe(0);
      const lines = printed.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(3);
      for (const line of lines) {
        expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z\t[^\t]+\t[a-z-]+\t[^\t]*$/);
        expect(line).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/); // eslint-disable-line no-control-regex
      }
      expect(lines[2]).toContain('\tx\\x0A2025-01-01T00:00:00.000Z\\x09alice');
    },
  );
});
