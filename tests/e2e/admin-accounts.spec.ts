// Accounts in the browser: the owner invites a salesperson, who opens the link, chooses a password
// and signs in to an inbox without the Accounts screen or the export; the owner disables the account
// and the salesperson's open page is back at the sign-in form at its next request. On a server of its
// own that requires two-step sign-in, the same salesperson sets it up right after the password and
// signs in with a code from an authenticator and, once, with a recovery code.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.js';
import { signIn } from './admins.js';
import { E2E_ADMIN } from './global-setup.js';

const SALES = { username: `sara-${Date.now().toString(36)}`, password: 'Camels-cross-the-Empty-Quarter' };

/** WCAG A/AA issues axe finds on the page, one line each. */
async function accessibilityIssues(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an owner invites a salesperson, who signs in without the owner’s tools, until the owner disables the account', async ({
  page: owner,
  browser,
}) => {
  await signIn(owner, E2E_ADMIN, { path: '/admin?lang=en' });
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
  await signIn(sales, SALES, { path: '/admin?lang=en' });
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

  // An open link is listed with what it is for; revoked, it says so to whoever opens it.
  await owner.reload();
  await owner
    .getByRole('row', { name: new RegExp(SALES.username) })
    .getByRole('button', { name: /Make a reset link/ })
    .click();
  const resetBox = owner.getByRole('textbox', { name: `Password reset link for ${SALES.username}` });
  await expect(resetBox).toHaveValue(/\/admin\?welcome=/);
  const resetLink = await resetBox.inputValue();
  const openLinks = owner.getByRole('region', { name: 'Open links' });
  await expect(openLinks.getByRole('row', { name: new RegExp(SALES.username) })).toContainText('Password reset');
  await openLinks.getByRole('button', { name: `Revoke ${SALES.username}` }).click();
  await expect(openLinks.getByRole('row', { name: new RegExp(SALES.username) })).toHaveCount(0);
  await again.goto(resetLink);
  await expect(again.getByText('An owner of the site revoked this link.')).toBeVisible();

  await owner.reload();
  await owner
    .getByRole('row', { name: new RegExp(SALES.username) })
    .getByRole('button', { name: /Disable/ })
    .click();
  await expect(owner.getByRole('row', { name: new RegExp(SALES.username) })).toContainText('Disabled');

  // A search typed in the salesperson's open inbox is sent as they pause, and finds the session over.
  await sales.getByLabel(/Search/).fill('Khobar');
  await expect(sales.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await salesContext.close();
});

test('an owner working in Arabic reads the account screens in Arabic, right to left, without WCAG issues', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  await signIn(owner, E2E_ADMIN, { path: '/admin?lang=en' });
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

test.describe('on a site that requires two-step sign-in', () => {
  // Beside the shared server, and apart from the port second-factor.spec.ts takes for its own.
  const origin = ownServerOrigin(51);
  const OWNER = { username: 'e2e-owner-two-step', password: 'Owner-of-the-two-step-site-58' };
  const SALESPERSON = { username: `hala-${Date.now().toString(36)}`, password: 'Dhows-sail-past-Tarut-island' };
  let server: OwnServer;

  /** The code an authenticator app shows for this key at this moment. */
  const codeAt = (secret: string, at: number) =>
    new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
      timestamp: at,
    });

  async function password(page: Page, account: { username: string; password: string }) {
    await page.goto(`${origin}/admin?lang=en`);
    await page.waitForFunction(() => window.__hydrated === true);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  async function secondStep(page: Page, code: string) {
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    await page.getByLabel(/^Code/).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Turns on two-step sign-in from the set-up screen the site forces, typing the key shown into
   *  the "authenticator"; answers the key and the recovery codes, shown this once. */
  async function enrolAsForced(page: Page, admin: { password: string }) {
    await expect(
      page.getByText('This site asks every admin to set up two-step sign-in before going on.'),
    ).toBeVisible();
    await page.waitForFunction(() => window.__hydrated === true);
    const secret = ((await page.locator('code[dir="ltr"]').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(/Enter the 6-digit code/).fill(codeAt(secret, Date.now()));
    await page.getByLabel('Current password').fill(admin.password);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await page.getByRole('button', { name: 'I have kept them. Continue' }).click();
    await expect(leads(page)).toBeVisible();
    return { secret, recoveryCodes };
  }

  const leads = (page: Page) => page.getByRole('heading', { level: 1, name: 'Leads' });

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  }

  test.beforeAll(async () => {
    server = await startOwnServer(51, {
      ADMIN_REQUIRE_2FA: '1',
      SESSION_SECRET: 'e2e-accounts-2fa-secret-that-is-long-enough-for-the-schema',
    });
    server.createAdmin(OWNER.username, OWNER.password);
  });
  test.afterAll(() => server?.stop());

  test('an invited salesperson sets up two-step sign-in after the password, signs in with a code and once with a recovery code, until the owner disables the account', async ({
    page: owner,
    browser,
  }) => {
    test.slow();
    await password(owner, OWNER);
    await enrolAsForced(owner, OWNER);
    await owner.getByRole('link', { name: 'Accounts' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Admin accounts' })).toBeVisible();
    await owner.getByLabel('Username').fill(SALESPERSON.username);
    await owner.getByLabel('Role', { exact: true }).selectOption('sales');
    await owner.getByRole('button', { name: 'Make an invitation link' }).click();
    const linkBox = owner.getByRole('textbox', { name: `Invitation link for ${SALESPERSON.username}` });
    await expect(linkBox).toHaveValue(new RegExp(`^${origin}/admin\\?welcome=`));
    const link = await linkBox.inputValue();

    const salesContext = await browser.newContext();
    const sales = await salesContext.newPage();
    await sales.goto(link);
    await expect(sales.getByRole('heading', { level: 1, name: 'Set up your admin account' })).toBeVisible();
    await sales.getByLabel('New password').fill(SALESPERSON.password);
    await sales.getByRole('button', { name: 'Save the password' }).click();
    await sales.getByRole('link', { name: 'Go to sign-in' }).click();
    await password(sales, SALESPERSON);
    const { secret, recoveryCodes } = await enrolAsForced(sales, SALESPERSON);
    expect(recoveryCodes).toHaveLength(10);

    // The set-up spent the current step's code, so the sign-in types the next step's, which the
    // server takes as an authenticator a little ahead of its clock: no waiting for the step to turn.
    await signOut(sales);
    await password(sales, SALESPERSON);
    await secondStep(sales, codeAt(secret, Date.now() + 30_000));
    await expect(leads(sales)).toBeVisible();
    await expect(sales.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
    await expect(sales.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    // Typing the accounts address shows the inbox, and the server refuses the screen's call.
    await sales.goto(`${origin}/admin?accounts&lang=en`);
    await expect(leads(sales)).toBeVisible();
    await expect(sales.getByRole('heading', { level: 1, name: 'Admin accounts' })).toHaveCount(0);
    expect((await sales.request.get(`${origin}/api/admin/accounts`)).status()).toBe(403);

    await signOut(sales);
    await password(sales, SALESPERSON);
    await secondStep(sales, recoveryCodes[0]!);
    await expect(leads(sales)).toBeVisible();
    await sales.getByRole('link', { name: 'Two-step sign-in' }).click();
    await expect(sales.getByText('Two-step sign-in is on. 9 recovery codes are left.')).toBeVisible();
    await sales.getByRole('link', { name: 'Back to the leads' }).click();
    await expect(leads(sales)).toBeVisible();

    // The same recovery code, from another browser while this one stays signed in, is refused.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await password(other, SALESPERSON);
    await secondStep(other, recoveryCodes[0]!);
    await expect(other.getByRole('alert')).toHaveText(/not right, or it was already used/);
    await expect(leads(other)).toBeHidden();
    await otherContext.close();

    await owner.reload();
    await owner
      .getByRole('row', { name: new RegExp(SALESPERSON.username) })
      .getByRole('button', { name: /Disable/ })
      .click();
    await expect(owner.getByRole('row', { name: new RegExp(SALESPERSON.username) })).toContainText('Disabled');

    // The salesperson's open inbox asks the server again and finds the session over.
    await sales.getByLabel(/Search/).fill('Khobar');
    await sales.getByRole('button', { name: 'Apply filters' }).click();
    await expect(sales.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await salesContext.close();
  });
});
