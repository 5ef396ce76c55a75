// Who may call what: every admin route the app serves, read from its route table, is called by an
// owner, a sales admin and a viewer; a role the route does not list gets 403 with a JSON reason and
// nothing happens, a role it lists gets through (a harmless request: an unknown lead or an empty body
// answers 404 or 400 from the route itself). A route cannot be registered without roles; a role
// change counts at the admin's next request; the last owner cannot be demoted (the command line's
// refusal runs as a process in tests/system/admin-cli.test.ts); admins from before roles are owners.
import Koa from 'koa';
import request from 'supertest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, AuditEvent, migrations } from '../../entities/index.js';
import { AdminRoles1732360000000 } from '../../entities/migrations/1732360000000-AdminRoles.js';
import {
  adminApiRouter,
  adminRoute,
  adminRouteTable,
  assertEveryAdminRouteHasRoles,
  ROLE_REFUSED,
  type AllowedRoles,
  type DeclaredAdminRoute,
} from '../../server/routes/route-table.js';
import { LastOwnerError } from '../../server/accounts/admin-accounts-rules.js';
import { setAdminRole } from '../../server/accounts/admin-role-change.js';
import { createDataSource, openDatabase } from '../../server/database/db.js';
import { strictRouter } from '../../server/http/strict-router.js';
import { adminRoles, type AdminRole } from '../../site/admin-roles.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { shownText } from '../helpers/shown-text.js';

const NO_SUCH_LEAD = 999_999;
const ADMIN_OF: Record<AdminRole, string> = { owner: 'olivia', sales: 'samir', viewer: 'vera' };

/** The method a route is called with (HEAD comes with GET). */
const methodOf = (route: DeclaredAdminRoute) => route.methods.find((method) => method !== 'HEAD')!;

describe.each(testDatabases('admin_roles'))('admin roles on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let url = '';
  const cookies = {} as Record<AdminRole, string>;

  const call = (method: string, path: string, cookie: string) => {
    const api = request(ctx.app.callback());
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const req = api[verb](path).set('Origin', TEST_SITE_URL).set('Cookie', cookie);
    return method === 'GET' ? req : req.send({});
  };
  let octet = 10;
  const signIn = async (role: AdminRole) => {
    cookies[role] = await sessionCookie(ctx.app, ADMIN_OF[role], `198.51.100.${++octet}`);
  };
  const roleOf = async (username: string) => (await ctx.db.getRepository(AdminUser).findOneByOrFail({ username })).role;

  beforeAll(async () => {
    url = await database.url();
    ctx = await startTestApp(url, { TRUST_PROXY: '1' });
    for (const role of adminRoles) {
      await createAdminWithRole(ctx.db, ADMIN_OF[role], role);
      await signIn(role);
    }
  });
  afterAll(async () => ctx?.close());

  it('reads every admin route and its roles from the app, the owner listed on each', () => {
    const table = adminRouteTable(ctx.app);
    const listed = table.map((route) => `${methodOf(route)} ${route.path} ${route.roles.join('/')}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/leads owner/sales/viewer',
        'GET /api/admin/leads/:id owner/sales/viewer',
        'GET /api/admin/owners owner/sales/viewer',
        'GET /api/admin/dashboard owner/sales/viewer',
        'PATCH /api/admin/leads/:id owner/sales',
        'POST /api/admin/leads/:id/notes owner/sales',
        'POST /api/admin/leads/:id/not-spam owner/sales',
        'POST /api/admin/leads.csv owner',
        'DELETE /api/admin/leads/:id owner',
        'POST /api/admin/erasures owner',
        'GET /api/admin/audit owner',
        'PUT /api/admin/language owner/sales/viewer',
        'GET /api/auth/check owner/sales/viewer',
      ]),
    );
    // The owner may do everything.
    expect(table.filter((route) => !route.roles.includes('owner'))).toEqual([]);
  });

  it('answers 403 to every role a route does not list, and every listed role what it answers the owner', async () => {
    const table = adminRouteTable(ctx.app);
    const wrong: string[] = [];
    for (const route of table) {
      const method = methodOf(route);
      const path = route.path.replace(':id', String(NO_SUCH_LEAD));
      // The route's own answer to a harmless request (an unknown lead, an empty body), whoever may make it.
      let ownAnswer: number | undefined;
      for (const role of adminRoles) {
        let answer = await call(method, path, cookies[role]);
        // A route that ends the caller's own sessions (signing out everywhere) was allowed: sign in again.
        if (answer.status === 401) {
          await signIn(role);
          answer = await call(method, path, cookies[role]);
        }
        const allowed = route.roles.includes(role);
        const refusedAsSaid = answer.status === 403 && answer.body.error === ROLE_REFUSED && answer.body.role === role;
        ownAnswer ??= allowed ? answer.status : undefined;
        const asTheRouteAnswers = answer.status === ownAnswer && answer.status < 500 && !refusedAsSaid;
        if (allowed ? !asTheRouteAnswers : !refusedAsSaid)
          wrong.push(`${role} ${method} ${path} → ${answer.status} ${answer.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    // A refusal did nothing: the viewer and the sales admin exported nothing.
    expect(await ctx.db.getRepository(AuditEvent).countBy({ action: 'export', actor: ADMIN_OF.viewer })).toBe(0);
    expect(await ctx.db.getRepository(AuditEvent).countBy({ action: 'export', actor: ADMIN_OF.sales })).toBe(0);
  });

  // Renders the SEO check of every public page for the owner: seconds on a quiet machine, more under load.
  it('shows each role only what it may use on the admin screens, and the SEO check to owners only', async () => {
    const page = (path: string, role: AdminRole) => request(ctx.app.callback()).get(path).set('Cookie', cookies[role]);
    const seen = async (role: AdminRole) => {
      const html = (await page('/admin', role)).text;
      // What is on screen: the page's data also carries the admin's whole catalogue of words.
      const shown = shownText(html);
      return {
        role: shown.includes(`(${{ owner: 'Owner', sales: 'Sales', viewer: 'Viewer' }[role]})`),
        export: shown.includes('Export CSV'),
        erasure: shown.includes('Erase a person’s data'),
        audit: shown.includes('Activity log'),
        seoLink: html.includes('href="/schema-validation"'),
      };
    };
    const all = { role: true, export: true, erasure: true, audit: true, seoLink: true };
    const none = { role: true, export: false, erasure: false, audit: false, seoLink: false };
    expect(await seen('owner')).toEqual(all);
    expect(await seen('sales')).toEqual(none);
    expect(await seen('viewer')).toEqual(none);
    expect((await page('/schema-validation', 'owner')).status).toBe(200);
    const refusedSeo = async (role: AdminRole, path: string, home: string) => {
      const answer = await page(path, role);
      expect(`${role} ${path} ${answer.status} ${answer.headers.location}`).toBe(`${role} ${path} 302 ${home}`);
      expect(answer.text).not.toContain('seoReport');
    };
    for (const role of ['sales', 'viewer'] as const) {
      await refusedSeo(role, '/schema-validation', '/admin');
      await refusedSeo(role, '/database', '/admin');
      const data = await page('/schema-validation/index.pageContext.json', role);
      expect(data.text).toContain('"_urlRedirect":{"url":"/admin"');
      expect(data.text).not.toMatch(/"rows"|seoReport/);
    }
    // The same in Arabic, for an admin who works in Arabic.
    const admins = ctx.db.getRepository(AdminUser);
    await admins.update({ username: ADMIN_OF.sales }, { locale: 'ar' });
    try {
      expect(shownText((await page('/ar/admin', 'sales')).text)).toContain('(مبيعات)');
      await refusedSeo('sales', '/ar/schema-validation', '/ar/admin');
    } finally {
      await admins.update({ username: ADMIN_OF.sales }, { locale: 'en' });
    }
  });

  it('tells the screens the role of the signed-in admin', async () => {
    for (const role of adminRoles) {
      const answer = await call('GET', '/api/auth/check', cookies[role]);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ username: ADMIN_OF[role], role });
    }
  });

  it('applies a role change, and a disabled account, at the next request of the same session', async () => {
    const viewer = ADMIN_OF.viewer;
    expect((await call('GET', '/api/admin/audit', cookies.viewer)).status).toBe(403);
    expect(await setAdminRole(ctx.db, viewer, 'owner', ADMIN_OF.owner)).toBe('viewer');
    expect((await call('GET', '/api/admin/audit', cookies.viewer)).status).toBe(200);
    await setAdminRole(ctx.db, viewer, 'viewer', ADMIN_OF.owner);
    expect((await call('GET', '/api/admin/audit', cookies.viewer)).status).toBe(403);
    expect((await call('GET', '/api/admin/leads', cookies.viewer)).status).toBe(200);
    const audited = await ctx.db.getRepository(AuditEvent).findBy({ action: 'role-change' });
    expect(audited.map((event) => `${event.actor}: ${event.detail}`)).toEqual([
      `${ADMIN_OF.owner}: Changed the role of ${viewer} from viewer to owner`,
      `${ADMIN_OF.owner}: Changed the role of ${viewer} from owner to viewer`,
    ]);

    await ctx.db.getRepository(AdminUser).update({ username: viewer }, { disabled: true });
    expect((await call('GET', '/api/admin/leads', cookies.viewer)).status).toBe(401);
    await ctx.db.getRepository(AdminUser).update({ username: viewer }, { disabled: false });
  });

  it('keeps an enabled owner: the last one cannot be demoted, and a disabled owner does not count', async () => {
    const owner = ADMIN_OF.owner;
    await expect(setAdminRole(ctx.db, owner, 'sales', owner)).rejects.toBeInstanceOf(LastOwnerError);
    expect(await roleOf(owner)).toBe('owner');

    await ctx.db.getRepository(AdminUser).update({ username: ADMIN_OF.sales }, { role: 'owner', disabled: true });
    await expect(setAdminRole(ctx.db, owner, 'viewer', owner)).rejects.toThrow(/last owner/);
    expect(await roleOf(owner)).toBe('owner');

    await ctx.db.getRepository(AdminUser).update({ username: ADMIN_OF.sales }, { disabled: false });
    await setAdminRole(ctx.db, owner, 'sales', ADMIN_OF.sales);
    expect(await roleOf(owner)).toBe('sales');
    await setAdminRole(ctx.db, owner, 'owner', ADMIN_OF.sales);
    await setAdminRole(ctx.db, ADMIN_OF.sales, 'sales', owner);
  });

  it('never lets two owners demoting each other at the same moment both succeed', async () => {
    const [first, second] = [ADMIN_OF.owner, ADMIN_OF.sales];
    await ctx.db.getRepository(AdminUser).update({ username: second }, { role: 'owner' });
    const outcomes = await Promise.allSettled([
      setAdminRole(ctx.db, first, 'sales', second),
      setAdminRole(ctx.db, second, 'sales', first),
    ]);
    const owners = [await roleOf(first), await roleOf(second)].filter((role) => role === 'owner');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThan(2);
    expect(owners.length).toBeGreaterThan(0);
    if (database.name === 'mysql') {
      // The owners' rows are locked: the second demotion waits for the first, then finds one owner left.
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toBeInstanceOf(LastOwnerError);
      expect(owners).toHaveLength(1);
    }
    // Back to one owner and one sales admin.
    await ctx.db.getRepository(AdminUser).update({ username: first }, { role: 'owner' });
    await ctx.db.getRepository(AdminUser).update({ username: second }, { role: 'sales' });
  });
});

describe.each(testDatabases('admin_roles_upgrade'))('admins from before roles on $name', (database) => {
  it('become owners', async () => {
    const url = await database.url();
    const older = new DataSource({
      ...createDataSource(url).options,
      migrations: migrations.slice(0, migrations.indexOf(AdminRoles1732360000000)),
    } as DataSourceOptions);
    await older.initialize();
    await older.runMigrations();
    await older.query(
      "INSERT INTO `admin_user` (`username`, `password_hash`, `disabled`) VALUES ('before-roles', 'x', 0)",
    );
    await older.destroy();
    const migrated = await openDatabase(url);
    try {
      expect(await migrated.getRepository(AdminUser).findOneByOrFail({ username: 'before-roles' })).toMatchObject({
        role: 'owner',
      });
    } finally {
      await migrated.destroy();
    }
  });
});

describe('a route without roles', () => {
  const handler = () => undefined;

  it('cannot be registered through the route table', () => {
    const declare = (roles: AllowedRoles) =>
      adminApiRouter([adminRoute({ method: 'get', path: '/secret', roles, handler })], TEST_SITE_URL);
    // @ts-expect-error a route must name its roles
    expect(() => adminApiRouter([adminRoute({ method: 'get', path: '/secret', handler })], TEST_SITE_URL)).toThrow(
      /names no role/,
    );
    expect(() => declare([] as unknown as AllowedRoles)).toThrow(/names no role/);
    expect(() => declare(['admin'] as unknown as AllowedRoles)).toThrow(/unknown roles: admin/);
  });

  it('stops the app from starting when registered on a router of its own', () => {
    const app = new Koa();
    const router = strictRouter();
    router.get('/api/admin/secret', handler);
    app.use(router.routes());
    expect(() => assertEveryAdminRouteHasRoles(app)).toThrow(/GET \/api\/admin\/secret/);
  });
});
