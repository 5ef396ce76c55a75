// The popup's offer says "up to" and links its terms, in both languages.
import { expect, test } from '@playwright/test';

for (const [path, badge, terms, heading] of [
  ['/about', 'Up to SAR 5,000 off, excl. VAT', 'Offer terms', 'Terms of the free quote offer'],
  ['/ar/about', 'خصم يصل إلى 5,000 ريال قبل ضريبة القيمة المضافة', 'شروط العرض', 'شروط عرض السعر المجاني'],
] as const)
  test(`the popup on ${path} links the terms of its offer`, async ({ page, context }) => {
    await page.clock.install();
    await page.goto(path);
    await page.waitForFunction(() => window.__hydrated === true);
    await page.clock.fastForward(10_500);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(badge)).toBeVisible();
    const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: terms }).click()]);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(dialog).toBeVisible();
  });
