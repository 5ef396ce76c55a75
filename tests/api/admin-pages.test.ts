// The admin screens as a browser gets them: the sign-in form without a session, the SEO check only
// with one (302 to the sign-in screen otherwise), never cached, never indexed; in English at /admin
// and in Arabic, right to left, at /ar/admin.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { arabicOnlyBlogPaths } from '../../site/blog-paths.js';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { shownText } from '../helpers/shown-text.js';

describe.each(testDatabases('admin_pages'))('admin screens on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let cookie = '';
  let arabicCookie = '';

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    await createAdmin(ctx.db, 'page-admin', ADMIN_PASSWORD);
    await createAdmin(ctx.db, 'arabic-page-admin', ADMIN_PASSWORD);
    cookie = await sessionCookie(ctx.app, 'page-admin');
    arabicCookie = await sessionCookie(ctx.app, 'arabic-page-admin');
  });
  afterAll(async () => ctx?.close());

  it('shows the sign-in form at /admin without a session, uncached and noindex', async () => {
    const res = await request(ctx.app.callback()).get('/admin');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
    expect(res.text).toContain('>Sign in</h1>');
    // Not shown: the page context carries the whole admin catalogue, for the inbox after a sign-in.
    expect(shownText(res.text)).not.toContain('Export CSV');
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

  it('shows the sign-in form in Arabic, right to left, at /ar/admin, with a link to the English one', async () => {
    const res = await request(ctx.app.callback()).get('/ar/admin?lead=12');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(res.text).toContain('<title>الإدارة: العملاء المحتملون</title>');
    expect(res.text).toContain('>تسجيل الدخول</h1>');
    expect(res.text).toContain('اسم المستخدم');
    expect(res.text).toMatch(/<a href="\/admin\?lead=12&amp;lang=en" hrefLang="en"[^>]*>.*English<\/span><\/a>/);
    expect(res.text).not.toContain('>Sign in<');
    const english = await request(ctx.app.callback()).get('/admin');
    expect(english.text).toMatch(/<a href="\/ar\/admin" hrefLang="ar"[^>]*>.*العربية<\/span><\/a>/);
  });

  it('sends a visitor from the Arabic SEO check to the Arabic sign-in form', async () => {
    const res = await request(ctx.app.callback()).get('/ar/schema-validation');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ar/admin');
  });

  it('shows the inbox frame in Arabic at /ar/admin with a session, with a switch to English', async () => {
    const res = await request(ctx.app.callback()).get('/ar/admin').set('Cookie', arabicCookie);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(res.text).toContain('arabic-page-admin');
    expect(res.text).toContain('تسجيل الخروج');
    expect(res.text).toContain('>العملاء المحتملون</a>');
    expect(res.text).toContain('href="/ar/schema-validation"');
    expect(res.text).toMatch(/<button type="button"[^>]*>.*English<\/span><\/button>/);
    expect(res.text).not.toContain('Sign out');
  });

  it('shows the SEO check in Arabic at /ar/schema-validation', async () => {
    const res = await request(ctx.app.callback()).get('/ar/schema-validation').set('Cookie', arabicCookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>الإدارة: فحص SEO</title>');
    const pages = publicLogicalPaths().length * 2 + 1 + arabicOnlyBlogPaths().length;
    expect(res.text).toContain(`فُحصت ${pages} صفحة: اجتازت ${pages} وأخفقت 0.`);
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
