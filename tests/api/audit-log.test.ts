// The audit log cannot be written by a stranger, on SQLite and MariaDB: a refused sign-in names an
// existing admin account or "(unknown account)", never what was typed; the admin screen's API and the
// CLI's lines (the process itself: tests/system/admin-cli.test.ts) show every entry on its own line
// with control and bidi characters escaped; a flood of
// refused sign-ins is counted on one entry per account and pushes no other entry out of view.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, UNKNOWN_ACCOUNT } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { auditLines } from '../../server/cli/audit-lines.js';
import { recentAudit, recordAudit } from '../../server/privacy/audit-log.js';
import { recordRefusedSignIn } from '../../server/privacy/refused-sign-ins.js';
import { ADMIN_PASSWORD, login, sessionCookie } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

// Everything that can break a line, move a terminal's cursor, recolour or clear it, or turn text around.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

const FORGED_LINE = 'x\n2025-01-01T00:00:00.000Z\talice\texport\tExported 0 leads as CSV';

describe.each(testDatabases('audit_log'))('the audit log on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let cookie: string;
  let lastOctet = 0;
  const newIp = () => `198.51.100.${++lastOctet}`;
  const rows = () => ctx.db.getRepository(AuditEvent).find({ order: { id: 'ASC' } });
  /** What `npm run admin -- audit` prints: the same reader and the same lines. */
  const cliAudit = async () => auditLines(await recentAudit(ctx.db, 50));

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), { TRUST_PROXY: '1' });
    await createAdmin(ctx.db, 'owner', ADMIN_PASSWORD);
    cookie = await sessionCookie(ctx.app, 'owner', newIp());
  });
  afterAll(async () => ctx?.close());

  it('records a refused sign-in under the account it named, or "(unknown account)", never as typed', async () => {
    await ctx.db.getRepository(AuditEvent).clear();
    const typed = [
      FORGED_LINE,
      '\u001b[2J\u001b[31mowner',
      'owner\u202Enimda',
      ADMIN_PASSWORD,
      'ówner',
      'owner\u200B',
      'nobody-here',
    ];
    for (const username of typed)
      expect((await login(ctx.app, username, 'not the password at all', newIp())).status, username).toBe(401);
    expect((await login(ctx.app, ' OWNER ', 'not the password at all', newIp())).status).toBe(401);

    const log = await rows();
    expect(log.map((row) => [row.actor, row.action])).toEqual([
      [UNKNOWN_ACCOUNT, 'sign-in-refused'],
      ['owner', 'sign-in-refused'],
    ]);
    expect(log[0]!.repeats).toBe(typed.length);
    const stored = JSON.stringify(log);
    for (const text of ['alice', 'Exported', '[2J', 'nimda', ADMIN_PASSWORD, 'ówner', '\u200B', 'nobody'])
      expect(stored, text).not.toContain(text);
  });

  it('prints every entry on a line of its own with controls and bidi characters escaped, on the screen and in the terminal', async () => {
    await ctx.db.getRepository(AuditEvent).clear();
    // Rows a stranger could have left before the typed name stopped being stored.
    await recordAudit(ctx.db, FORGED_LINE, 'sign-in-refused', 'Wrong username or password', Date.now() - 2000);
    await recordAudit(
      ctx.db,
      '\u001b]0;pwned\u0007\u009b2J',
      'sign-in-refused',
      'Wrong\r\nusername',
      Date.now() - 1000,
    );
    await recordAudit(ctx.db, 'owner', 'export', 'Exported 1 lead as CSV \u202Evsc.exe\u2066\u2028');

    const shown = (await request(ctx.app.callback()).get('/api/admin/audit').set('Cookie', cookie)).body
      .entries as Array<{ actor: string; detail: string }>;
    expect(shown).toHaveLength(3);
    for (const entry of shown) for (const text of [entry.actor, entry.detail]) expect(text).not.toMatch(UNPRINTABLE);
    expect(shown[2]!.actor).toBe('x\\x0A2025-01-01T00:00:00.000Z\\x09alice\\x09export\\x09Exported 0 leads as CSV');
    expect(shown[1]!.actor).toBe('\\x1B]0;pwned\\x07\\x9B2J');
    expect(shown[0]!.detail).toBe('Exported 1 lead as CSV \\u202Evsc.exe\\u2066\\u2028');

    const lines = (await cliAudit()).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z\t[^\t]+\t[a-z-]+\t[^\t]*$/);
      expect(line).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/); // eslint-disable-line no-control-regex
    }
    expect(lines[2]).toContain('\tx\\x0A2025-01-01T00:00:00.000Z\\x09alice');
  });

  it('counts refused sign-ins in a row on one entry per account, so a flood pushes no other entry out of view', async () => {
    await ctx.db.getRepository(AuditEvent).clear();
    await recordAudit(ctx.db, 'owner', 'export', 'Exported 3 leads as CSV');
    for (let i = 0; i < 150; i++) {
      await recordRefusedSignIn(ctx.db, null);
      await recordRefusedSignIn(ctx.db, 'owner');
    }
    // A sign-in ends the run: the refusals after it are a new entry, so the log keeps their order.
    expect((await login(ctx.app, 'owner', ADMIN_PASSWORD, newIp())).status).toBe(200);
    expect((await login(ctx.app, 'owner', 'not the password at all', newIp())).status).toBe(401);
    await recordRefusedSignIn(ctx.db, null);

    expect(await ctx.db.getRepository(AuditEvent).count()).toBe(6);
    const shown = (await request(ctx.app.callback()).get('/api/admin/audit').set('Cookie', cookie)).body
      .entries as Array<{ actor: string; action: string; repeats: number; firstAt: string | null; at: string }>;
    expect(shown.map((entry) => [entry.actor, entry.action, entry.repeats])).toEqual([
      [UNKNOWN_ACCOUNT, 'sign-in-refused', 1],
      ['owner', 'sign-in-refused', 1],
      ['owner', 'sign-in', 1],
      ['owner', 'sign-in-refused', 150],
      [UNKNOWN_ACCOUNT, 'sign-in-refused', 150],
      ['owner', 'export', 1],
    ]);
    const flood = shown[3]!;
    expect(flood.firstAt).not.toBeNull();
    expect(Date.parse(flood.firstAt!)).toBeLessThanOrEqual(Date.parse(flood.at));
    expect(shown[0]!.firstAt).toBeNull();

    const lines = (await cliAudit()).trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[3]).toMatch(/\towner\tsign-in-refused\tWrong username or password \(150 times from \S+Z to \S+Z\)$/);
    expect((await recentAudit(ctx.db, 200)).map((entry) => entry.action)).toContain('export');
  });
});
