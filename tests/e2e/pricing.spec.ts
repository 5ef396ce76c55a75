// The pricing page's estimator: with JavaScript the estimate follows each answer at once and the
// address keeps the answers (a shareable result); without it the form asks the server, whose page
// shows the estimate; "Send me this estimate" is a plain form post either way.
import { expect, test } from '@playwright/test';

test('updates the estimate as the answers change and keeps them in the address', async ({ page }) => {
  await page.goto('/pricing');
  await page.waitForFunction(() => window.__hydrated === true);
  const result = page.getByRole('region', { name: 'Your estimate' });
  await expect(result).toContainText('Small project');
  await expect(result).toContainText('SAR 40,000 to 80,000');
  await page.getByLabel('Users who will sign in to Odoo').fill('25');
  await page.getByLabel('Manufacturing', { exact: true }).first().check();
  await expect(result).toContainText('Mid-size project');
  await expect(result).toContainText('excluding VAT');
  await expect(page).toHaveURL(
    /\/pricing\?users=25&apps=accounting&apps=sales&apps=purchase&apps=inventory&apps=manufacturing&/,
  );
  // The address is the estimate: opened again, it shows the same.
  const shown = (await result.textContent()) ?? '';
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your estimate' })).toHaveText(shown);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the estimate for the answers sent, in Arabic, and sends it as a lead', async ({ page }) => {
    await page.goto('/ar/pricing');
    await page.getByLabel('عدد المستخدمين الذين سيعملون على أودو').fill('90');
    await page.getByRole('button', { name: 'احسبوا التقدير' }).click();
    await expect(page).toHaveURL(/\/ar\/pricing\?users=90&.*#estimate$/);
    const result = page.getByRole('region', { name: 'تقديركم' });
    await expect(result).toContainText('مجموعة كبيرة');
    await expect(result).toContainText('400,000 ريال فأكثر');
    await expect(result).toContainText('460,000 ريال فأكثر');
    await page.getByLabel('الاسم').fill('خالد المطيري');
    await page.getByLabel('رقم الجوال أو واتساب').fill('0551234567');
    await page.getByRole('button', { name: 'أرسلوا لي هذا التقدير' }).click();
    await expect(page).toHaveURL(/\/ar\/pricing\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'وصلنا طلب التقدير' })).toBeVisible();
  });
});
