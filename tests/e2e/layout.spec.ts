// What a visitor sees on the home page in both languages, the head after hydration and client
// navigation, the language switch and the not-found page.
import { expect, test, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

// The server's origin as playwright.config.ts builds it (E2E_PORT lets engineers run side by side).
const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function headCounts(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    hreflangs: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
    ),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  }));
}

test('home page answers with every section in English and Arabic server HTML', async ({ request }) => {
  for (const [path, lang, dir, heading] of [
    ['/', 'en', 'ltr', 'Run your whole business on one Odoo ERP'],
    ['/ar', 'ar', 'rtl', 'أديروا منشأتكم بالكامل على نظام أودو واحد'],
  ]) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}" dir="${dir}"`);
    expect(html).toContain(heading);
    for (const id of [
      'services-title',
      'why-title',
      'solutions-title',
      'subsidy-title',
      'clients-title',
      'stats-title',
      'strengths-title',
      'testimonials-title',
      'cta-title',
    ]) {
      expect(html, `${path} has #${id}`).toContain(`id="${id}"`);
    }
    expect(html).not.toContain('Loading...');
  }
});

test('head has one title, description and canonical and three hreflang links after hydration and navigation', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => window.__hydrated === true);
  let head = await headCounts(page);
  expect(head).toMatchObject({ titles: 1, descriptions: 1, canonicals: 1 });
  expect(head.hreflangs.sort()).toEqual([`ar ${origin}/ar`, `en ${origin}/`, `x-default ${origin}/`].sort());
  await page.getByRole('link', { name: 'Book a free consultation' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to an Odoo consultant');
  head = await headCounts(page);
  expect(head).toMatchObject({ titles: 1, descriptions: 1, canonicals: 1, canonical: `${origin}/contact` });
  expect(head.hreflangs).toHaveLength(3);
  await expect(page).toHaveTitle('Contact Us | Free Odoo Consultation in Saudi Arabia');
});

test('the language switch moves between /contact and /ar/contact and direction follows, also on back', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByRole('link', { name: 'اقرؤوا هذه الصفحة بالعربية' }).first().click();
  await expect(page).toHaveURL(/\/ar\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveClass(/rtl/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحدّثوا مع مستشار أودو');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test('an unknown path shows the 404 page in the visitor language, not indexed', async ({ page }) => {
  const res = await page.goto('/ar/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - الصفحة غير موجودة');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar');
});

test('the mobile menu opens one group at a time, keeps focus inside, closes on Escape and on navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForFunction(() => window.__hydrated === true);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // Shift+Tab from the first control wraps to the last one instead of leaving the menu.
  await page.keyboard.press('Shift+Tab');
  await expect(menu.getByRole('link', { name: 'Free consultation' })).toBeFocused();
  await expect(menu.getByText('Certified Odoo Silver Partner')).toBeVisible();
  await menu.getByLabel('Services pages').click();
  await expect(menu.getByRole('link', { name: 'Odoo Migration' })).toBeVisible();
  await menu.getByLabel('Industries pages').click();
  await expect(menu.getByRole('link', { name: 'Manufacturing' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Odoo Migration' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Reopened, the menu shows the group that was open.
  await menuButton.click();
  await menu.getByRole('link', { name: 'Manufacturing' }).click();
  await expect(page).toHaveURL(/\/industries\/manufacturing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('a desktop submenu opens on hover, closes on Escape with focus back on its toggle, and on a press outside', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ar');
  await page.waitForFunction(() => window.__hydrated === true);
  const navigation = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await navigation.getByRole('link', { name: 'خدماتنا', exact: true }).hover();
  const entry = navigation.getByRole('link', { name: 'ترحيل أودو وترقيته' });
  await expect(entry).toBeVisible();
  await entry.focus();
  await page.keyboard.press('Escape');
  await expect(entry).toBeHidden();
  await expect(navigation.getByLabel('صفحات خدماتنا')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(entry).toBeVisible();
  await page.mouse.click(640, 600);
  await expect(entry).toBeHidden();
});

test('the hero video starts muted once the page has loaded, closes with X and reopens from its thumbnail', async ({
  page,
}) => {
  await page.goto('/');
  const video = page.getByLabel('Introduction video', { exact: true });
  // Sources arrive after the load event, then the muted video plays by itself.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/intro\.(webm|mp4)$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(video).toHaveCount(0);
  await page.getByRole('button', { name: 'Play the introduction video' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
});

test('on a phone, in either direction, the video close button is not covered by the floating buttons', async ({
  page,
}) => {
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [path, close, chat, call] of [
    ['/', 'Close video', /^Chat with us on WhatsApp/, 'Call us'],
    ['/ar', 'إغلاق الفيديو', /^راسلونا عبر واتساب/, 'اتصلوا بنا'],
  ] as const) {
    // Visible heights of common phones once the browser's own bars are drawn.
    for (const height of [560, 640, 740, 844]) {
      await page.setViewportSize({ width: 390, height });
      await page.goto(path);
      const closeBox = (await page.getByRole('button', { name: close }).boundingBox())!;
      for (const floating of [
        page.getByRole('link', { name: chat }),
        page.getByRole('link', { name: call, exact: true }),
      ]) {
        expect(overlaps(closeBox, (await floating.boundingBox())!), `${path} at ${height}px`).toBe(false);
      }
    }
  }
});

test('once the page is idle, the about and services pages are prefetched in its language, not the forms', async ({
  page,
}) => {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const entry = /\/assets\/entries\/pages_(about|services|contact|pricing)\./.exec(request.url());
    if (entry) fetched.add(entry[1]);
  });
  await page.goto('/ar');
  await expect.poll(() => [...fetched].sort()).toEqual(['about', 'services']);
  // The form pages' code (validation, the estimator) waits for a hover or a tap on their link: once
  // the page has been idle twice more (the prefetch runs when idle), nothing else has come.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
  expect([...fetched].sort()).toEqual(['about', 'services']);
});

test('a client-side navigation to an unknown article or service shows the not-found page, and back returns', async ({
  page,
}) => {
  await page.goto('/about');
  await page.waitForFunction(() => window.__hydrated === true);
  for (const [href, heading] of [
    ['/services/no-such-service', '404 - Page Not Found'],
    ['/ar/blog/no-such-article', '404 - الصفحة غير موجودة'],
  ]) {
    // A link as a mistyped or outdated link in the copy would be.
    await page.evaluate((target) => {
      const link = Object.assign(document.createElement('a'), { href: target, textContent: 'outdated link' });
      document.querySelector('main')!.append(link);
    }, href);
    await page.getByRole('link', { name: 'outdated link' }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'An Odoo team that has worked with Saudi businesses since 2014',
    );
    await page.waitForFunction(() => window.__hydrated === true);
  }
});
