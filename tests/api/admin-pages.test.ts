// The admin screens as a browser gets them: the sign-in form without a session, the SEO check only
// with one (302 to /admin otherwise), never cached, never indexed, no Arabic version.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/auth/admin-users.js';
import { arabicOnlyBlogPaths } from '../../site/blog-paths.js';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

describe.each(testDatabases('admin_pages'))('admin screens on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let cookie = '';

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    await createAdmin(ctx.db, 'page-admin', ADMIN_PASSWORD);
    cookie = await sessionCookie(ctx.app, 'page-admin');
  });
  afterAll(async () => ctx?.close());

  it('shows the sign-in form at /admin without a session, uncached and noindex', async () => {
    const res = await request(ctx.app.callback()).get('/admin');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
    expect(res.text).toContain('>Sign in</h1>');
    expect(res.text).not.toContain('Export CSV');
  });

  it('redirects /schema-validation and /database to /admin without a session', async () => {
    for (const path of ['/schema-validation', '/database']) {
      const res = await request(ctx.app.callback()).get(path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(/\/admin$/);
    }
  });

  it("marks every admin screen's .pageContext.json no-store, with a session and without", async () => {
    for (const screen of ['/admin', '/schema-validation', '/database']) {
      for (const session of [cookie, '']) {
        const res = await request(ctx.app.callback()).get(`${screen}/index.pageContext.json`).set('Cookie', session);
        expect(res.status, screen).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control'], `${screen} ${session ? 'signed in' : 'visitor'}`).toBe('no-store');
      }
    }
  });

  it('has an Arabic version, right to left', async () => {
    const res = await request(ctx.app.callback()).get('/ar/admin');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('shows the inbox frame at /admin with a session', async () => {
    const res = await request(ctx.app.callback()).get('/admin').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain('page-admin');
    expect(res.text).toContain('Sign out');
  });

  it('shows the SEO check of every public page in both languages with a session', async () => {
    for (const path of ['/schema-validation', '/database']) {
      const res = await request(ctx.app.callback()).get(path).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      // Every public route in both languages, the English-only expert profile and the Arabic-only
      // articles, and none of them failing.
      const pages = publicLogicalPaths().length * 2 + 1 + arabicOnlyBlogPaths().length;
      expect(res.text).toContain(`${pages} pages checked: ${pages} pass, 0 fail.`);
      expect(res.text).toContain('href="/contact"');
      expect(res.text).toContain('href="/ar/contact"');
      expect(res.text).toMatch(/href="\/(?!odoo-)[a-z-]+-riyadh"/); // the expert profile
      expect(res.text).toContain('href="/ar/blog/zatca-compliance-odoo"');
    }
  });
});
