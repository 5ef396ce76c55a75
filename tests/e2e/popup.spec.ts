// The lead popup with Playwright's clock instead of real 10-second waits.
import { expect, test, type Page } from '@playwright/test';

async function openAfterDelay(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await page.waitForFunction(() => window.__hydrated === true);
  await page.clock.fastForward(10_500);
}

test('opens after 10 s, shows the field messages, saves the lead and opens the chat in a new tab', async ({
  page,
  context,
}) => {
  // The machine has no internet: answer for the chat site so the new tab's address can be read.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  await openAfterDelay(page, '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Get a free Odoo quote' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Open WhatsApp & Get Discount!' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid phone number, with at least nine digits')).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Your name')).toHaveClass(/border-red-600/);

  await dialog.getByLabel('Your name').fill('Fahad Al-Qahtani');
  await dialog.getByLabel('WhatsApp number').fill('0501234567');
  const [chatTab] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Open WhatsApp & Get Discount!' }).click(),
  ]);
  await expect(dialog.getByRole('heading', { name: 'Request Received' })).toBeVisible();
  await expect(page.getByText('Details Saved!', { exact: true })).toBeVisible();
  await expect.poll(() => chatTab.url()).toContain('wa.me/966500000000');
  expect(decodeURIComponent(chatTab.url())).toContain('Name: Fahad Al-Qahtani');
  expect(decodeURIComponent(chatTab.url())).toContain('5000 SAR');
  expect(await page.evaluate(() => localStorage.getItem('odoo-activity-popup-interacted'))).toBe('true');

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('odoo-activity-popup-seen'))).toBe('true');
});

test('on a failed submission shows the error toast and keeps the form', async ({ page }) => {
  await page.route('**/api/contact-submissions', (route) => route.abort('connectionfailed'));
  await openAfterDelay(page, '/ar');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('الاسم').fill('عبدالله');
  await dialog.getByLabel('رقم واتساب').fill('0551234567');
  await dialog.getByRole('button', { name: 'افتحوا واتساب واحصلوا على الخصم' }).click();
  await expect(page.getByText('تعذّر الإرسال', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('الاسم')).toHaveValue('عبدالله');
  expect(await page.evaluate(() => localStorage.getItem('odoo-activity-popup-interacted'))).toBeNull();
});

test('"Maybe later" closes it for good: no popup on the next visit', async ({ page }) => {
  await openAfterDelay(page, '/contact');
  await page.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await page.waitForFunction(() => window.__hydrated === true);
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('never opens on the ads landing page', async ({ page }) => {
  await openAfterDelay(page, '/odoo-saudi-arabia');
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
