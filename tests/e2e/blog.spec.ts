// The blog in a real browser: the table of contents jumps to its heading in both languages, tables
// scroll inside their region on a phone, and client-side navigation from /blog updates the head.
import { expect, test } from '@playwright/test';

// English on a desktop screen (TOC beside the text), Arabic on a phone (TOC above the text, which
// the browser lays out lazily).
for (const [path, dir, width] of [
  ['/blog/odoo-vs-sap', 'ltr', 1280],
  ['/ar/blog/odoo-vs-sap', 'rtl', 390],
] as const) {
  test(`the table of contents jumps to its heading on ${path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    await page.waitForFunction(() => window.__hydrated === true);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const toc = page.getByRole('navigation', { name: dir === 'rtl' ? 'محتويات المقال' : 'Table of contents' });
    const link = toc.getByRole('link').nth(4);
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(target).replace(/[?]/g, '\\?')}$`));
    const heading = page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`);
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveText(`${(await link.textContent())!.trim()}#`);
    // Hydration matched the server HTML (dates are formatted on the server for this reason).
    expect(errors).toEqual([]);
  });
}

test('client-side navigation from /blog to an article sets its title and canonical', async ({ page, baseURL }) => {
  await page.goto('/blog');
  await page.waitForFunction(() => window.__hydrated === true);
  // A marker on window survives only if the browser does not load a new document.
  await page.evaluate(() => Reflect.set(window, 'stillSamePage', true));
  await page.getByRole('link', { name: 'Odoo vs SAP: A Guide for Saudi Mid-Market Companies' }).click();
  await expect(page).toHaveURL(/\/blog\/odoo-vs-sap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Odoo vs SAP: A Guide for Saudi Mid-Market Companies',
  );
  await expect(page).toHaveTitle('Odoo vs SAP: A Guide for Saudi Mid-Market Companies');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/odoo-vs-sap`);
  expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
  expect(await page.locator('title').count()).toBe(1);
  expect(await page.evaluate(() => Reflect.get(window, 'stillSamePage'))).toBe(true);
});

test('the category filter works as plain links, and tables scroll inside their region on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/blog?category=comparisons');
  await expect(page.getByRole('link', { name: 'المقارنات' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /أودو أم SAP/ }).click();
  await expect(page).toHaveURL(/\/ar\/blog\/odoo-vs-sap$/);
  const region = page.locator('.table-scroll').first();
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
