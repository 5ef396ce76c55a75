// The contact form with JavaScript (JSON to the API) and without (urlencoded POST /contact).
import { expect, test } from '@playwright/test';

test('validates under the fields and sends when hydrated', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Your Name').fill('Sara Al-Harbi');
  await page.getByLabel('Email Address').fill('sara@example.com');
  await page.getByLabel('Phone Number').fill('+966 55 123 4567');
  await page.getByLabel('Message', { exact: true }).fill('We need Odoo for three branches and ZATCA Phase 2.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps the values and shows the errors, then sends', async ({ page }) => {
    await page.goto('/ar/contact');
    await page.getByLabel('الاسم').fill('سارة');
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await page.getByLabel('رقم الجوال').fill('0551234567');
    await page.getByLabel('الرسالة').fill('نحتاج إلى نظام أودو لثلاثة فروع.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'إرسال الرسالة' }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByText('يُرجى إدخال بريد إلكتروني صحيح')).toBeVisible();
    await expect(page.getByLabel('الاسم')).toHaveValue('سارة');
    await page.getByLabel('البريد الإلكتروني').fill('sara@example.com');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page).toHaveURL(/\/ar\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'شكرًا لكم، وصلتنا رسالتكم' })).toBeVisible();
  });
});
