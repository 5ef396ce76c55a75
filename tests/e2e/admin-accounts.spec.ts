// Accounts in the browser: the owner invites a salesperson, who opens the link, chooses a password
// and signs in to an inbox without the Accounts screen or the export; the owner disables the account
// and the salesperson's open page is back at the sign-in form at its next request.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './global-setup.js';

const SALES = { username: `sara-${Date.now().toString(36)}`, password: 'Camels-cross-the-Empty-Quarter' };

/** WCAG A/AA issues axe finds on the page, one line each. */
async function accessibilityIssues(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin?lang=en');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

test('an owner invites a salesperson, who signs in without the owner’s tools, until the owner disables the account', async ({
  page: owner,
  browser,
}) => {
  await signIn(owner, E2E_ADMIN.username, E2E_ADMIN.password);
  await owner.getByRole('link', { name: 'Accounts' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Admin accounts' })).toBeVisible();
  await owner.getByLabel('Username').fill(SALES.username);
  await owner.getByLabel('Role', { exact: true }).selectOption('sales');
  await owner.getByRole('button', { name: 'Make an invitation link' }).click();
  const linkBox = owner.getByRole('textbox', { name: `Invitation link for ${SALES.username}` });
  await expect(linkBox).toHaveValue(/\/admin\?welcome=/);
  const link = await linkBox.inputValue();
  expect(await accessibilityIssues(owner)).toEqual([]);

  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await sales.goto(link);
  await expect(sales.getByRole('heading', { level: 1, name: 'Set up your admin account' })).toBeVisible();
  await sales.getByLabel('New password').fill('password12345');
  await sales.getByRole('button', { name: 'Save the password' }).click();
  await expect(sales.getByRole('alert')).toHaveText('This password is too common. Choose one nobody would guess.');
  expect(await accessibilityIssues(sales)).toEqual([]);
  await sales.getByLabel('New password').fill(SALES.password);
  await sales.getByRole('button', { name: 'Save the password' }).click();
  await sales.getByRole('link', { name: 'Go to sign-in' }).click();
  await signIn(sales, SALES.username, SALES.password);
  await expect(sales.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(sales.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  await expect(sales.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // Their own account: this browser among their sessions, and the network said not to be a place.
  await sales.getByRole('link', { name: 'My account' }).click();
  await expect(sales.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(sales.getByRole('row', { name: /This browser/ })).toContainText('127.0.0.0/24');
  expect(await accessibilityIssues(sales)).toEqual([]);
  await sales.getByRole('link', { name: 'Leads' }).click();
  await expect(sales.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  // The link worked once.
  const again = await salesContext.newPage();
  await again.goto(link);
  await expect(again.getByText('This link was already used.')).toBeVisible();

  await owner.reload();
  await owner
    .getByRole('row', { name: new RegExp(SALES.username) })
    .getByRole('button', { name: /Disable/ })
    .click();
  await expect(owner.getByRole('row', { name: new RegExp(SALES.username) })).toContainText('Disabled');

  // The salesperson's open inbox asks the server again and finds the session over.
  await sales.getByLabel(/Search/).fill('Khobar');
  await sales.getByRole('button', { name: 'Apply filters' }).click();
  await expect(sales.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await salesContext.close();
});

test('an owner working in Arabic reads the account screens in Arabic, right to left, without WCAG issues', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  await signIn(owner, E2E_ADMIN.username, E2E_ADMIN.password);
  const arabicOwner = { username: `noura-${Date.now().toString(36)}`, password: 'Palm-groves-of-Al-Ahsa-at-dusk' };
  const invited = await owner.request.post('/api/admin/accounts/invitations', {
    headers: { Origin: baseURL! },
    data: { username: arabicOwner.username, role: 'owner' },
  });
  expect(invited.status()).toBe(201);
  const token = new URL((await invited.json()).link).searchParams.get('welcome')!;

  const context = await browser.newContext({ locale: 'ar-SA', extraHTTPHeaders: { 'Accept-Language': 'ar-SA,ar' } });
  const page = await context.newPage();
  await page.goto(`/ar/admin?welcome=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'إعداد حسابكم في لوحة الإدارة' })).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة').fill(arabicOwner.password);
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await page.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' }).click();
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel('اسم المستخدم').fill(arabicOwner.username);
  await page.getByLabel('كلمة المرور').fill(arabicOwner.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByRole('link', { name: 'الحسابات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'حسابات المشرفين' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('row', { name: new RegExp(arabicOwner.username) })).toContainText('(حسابكم)');
  expect(await accessibilityIssues(page)).toEqual([]);
  await page.getByRole('link', { name: 'حسابي' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'الأجهزة التي سجّلتم الدخول منها' })).toBeVisible();
  await expect(page.getByRole('row', { name: /هذا المتصفح/ })).toBeVisible();
  expect(await accessibilityIssues(page)).toEqual([]);
  await context.close();
});
