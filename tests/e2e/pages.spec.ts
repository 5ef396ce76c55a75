// Content pages as a visitor uses them: the landing form, the footer's ZATCA anchor, client-side
// navigation between family pages, the locations map and the downloads.
import { expect, test } from '@playwright/test';

test('the ads landing page takes a lead from its own form, in Arabic, without the popup', async ({ page }) => {
  await page.goto('/ar/odoo-saudi-arabia');
  await page.waitForFunction(() => window.__hydrated === true);
  const form = page.getByRole('region', { name: 'احجزوا استشارتكم المجانية في أودو' });
  await expect(form).toBeInViewport();
  await form.getByRole('button', { name: 'اطلبوا استشارتكم المجانية' }).click();
  await expect(form.getByLabel('الاسم')).toBeFocused();
  await form.getByLabel('الاسم').fill('نورة القحطاني');
  await form.getByLabel('رقم الجوال أو واتساب').fill('0551234567');
  await form.getByRole('button', { name: 'اطلبوا استشارتكم المجانية' }).click();
  await expect(page.getByRole('heading', { name: 'شكرًا لكم، وصلنا طلبكم' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the footer ZATCA link lands on the ZATCA section of /services', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'ZATCA E-Invoicing' }).click();
  await expect(page).toHaveURL(/\/services#zatca$/);
  await expect(page.locator('#zatca')).toBeInViewport();
});

test('moving between family pages updates the head and the breadcrumb', async ({ page }) => {
  await page.goto('/ar/industries');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByRole('main').getByRole('link', { name: 'التأجير' }).click();
  await expect(page).toHaveURL(/\/ar\/industries\/rental$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar\/industries\/rental$/);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'القطاعات' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the locations map is drawn by the site and labelled', async ({ page }) => {
  await page.goto('/locations');
  const map = page.getByRole('img', { name: 'Map of Saudi Arabia with the cities we serve' });
  await expect(map).toBeVisible();
  await expect(map.locator('text', { hasText: 'Riyadh' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Odoo for Jeddah businesses' }).click();
  await expect(page).toHaveURL(/\/odoo-jeddah$/);
});

test('every listed download is a real file', async ({ page, request }) => {
  await page.goto('/ar/resources/downloads');
  const links = page.getByRole('link', { name: /تنزيل/ });
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!))) {
    expect(href).toMatch(/^\/downloads\/ar\//);
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    expect((await res.body()).length).toBeGreaterThan(500);
  }
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`a client navigation starts the new page at the top (${reducedMotion} motion)`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/services');
    await page.waitForFunction(() => window.__hydrated === true);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const behavior = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(behavior).toBe(reducedMotion === 'reduce' ? 'auto' : 'smooth');
  });
}
