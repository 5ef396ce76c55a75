// The admin screens speak each admin's language: the sign-in screen the browser's, an admin's screens
// the one they signed in with until they choose another, which is remembered on their account.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

describe.each(testDatabases('admin_language'))('admin language on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app.callback()).get(url).set(headers);
  const storedLocale = async (username: string) =>
    (await ctx.db.getRepository(AdminUser).findOneByOrFail({ username })).locale;

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    await createAdmin(ctx.db, 'arabic-admin', ADMIN_PASSWORD);
    await createAdmin(ctx.db, 'english-admin', ADMIN_PASSWORD);
  });
  afterAll(async () => ctx?.close());

  it('shows the sign-in screen in the browser language, and in English when the address asks for it', async () => {
    const arabicBrowser = { 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.5' };
    const toArabic = await get('/admin', arabicBrowser);
    expect(toArabic.status).toBe(302);
    expect(toArabic.headers.location).toBe('/ar/admin');
    const arabic = await get('/ar/admin', arabicBrowser);
    expect(arabic.status).toBe(200);
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect((await get('/admin?lang=en', arabicBrowser)).status).toBe(200);
    expect((await get('/admin', { 'Accept-Language': 'en-GB,en;q=0.9,ar;q=0.5' })).status).toBe(200);
  });

  it('remembers the language an admin signed in with, then the one they choose, wherever a link points', async () => {
    const cookie = await sessionCookie(ctx.app, 'arabic-admin');
    expect(await storedLocale('arabic-admin')).toBeNull();
    expect((await get('/ar/admin', { Cookie: cookie })).status).toBe(200);
    expect(await storedLocale('arabic-admin')).toBe('ar');

    const englishLink = await get('/admin?lead=12', { Cookie: cookie });
    expect(englishLink.status).toBe(302);
    expect(englishLink.headers.location).toBe('/ar/admin?lead=12');

    const choose = (locale: string) =>
      request(ctx.app.callback())
        .put('/api/admin/language')
        .set({ Cookie: cookie, Origin: TEST_SITE_URL })
        .send({ locale });
    expect((await choose('fr')).body.fields).toHaveProperty('locale');
    expect((await choose('en')).status).toBe(204);
    expect(await storedLocale('arabic-admin')).toBe('en');
    expect((await get('/ar/admin', { Cookie: cookie })).headers.location).toBe('/admin');
    // Another admin's choice is their own.
    expect(await storedLocale('english-admin')).toBeNull();
  });

  it('refuses a language change without a session', async () => {
    const res = await request(ctx.app.callback())
      .put('/api/admin/language')
      .set('Origin', TEST_SITE_URL)
      .send({ locale: 'ar' });
    expect(res.status).toBe(401);
  });
});
