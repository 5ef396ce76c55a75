// Two-step sign-in in Chromium: an admin sets it up from the bar's link by typing the key the screen
// shows into an "authenticator" (otpauth here), keeps the ten recovery codes, signs out, and signs in
// again with the password and a code; a recovery code then signs in once and is refused the second time.
// On a server of its own that requires it, an admin without it is taken to the set-up and nowhere else.
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.js';

const ADMIN = { username: 'e2e-two-step', password: 'Two-step-walks-the-admin-73' };
const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

test.beforeAll(() => {
  execFileSync('npx', ['tsx', 'server/cli/admin.ts', 'create', ADMIN.username], {
    input: `${ADMIN.password}\n`,
    env: { ...process.env, DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}` },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
});

async function password(page: Page, origin = '') {
  await page.goto(`${origin}/admin`);
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function secondStep(page: Page, code: string) {
  const field = page.getByLabel(/^Code/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('dir', 'ltr');
  await field.fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const leads = (page: Page) => page.getByRole('heading', { level: 1, name: 'Leads' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
}

test('an admin sets up two-step sign-in, signs in with a code, and a recovery code works once', async ({ page }) => {
  await password(page);
  await expect(leads(page)).toBeVisible();

  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in is off')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add this site to an authenticator app' })).toBeVisible();
  const shown = await page.locator('code[dir="ltr"]').textContent();
  const secret = (shown ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(/Enter the 6-digit code/).fill(codeAt(secret, Date.now()));
  await page.getByLabel('Current password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have kept them. Continue' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes are left.')).toBeVisible();

  await signOut(page);
  await password(page);
  // The next step's code: the one the set-up took is spent.
  await secondStep(page, codeAt(secret, Date.now() + 30_000));
  await expect(leads(page)).toBeVisible();

  await signOut(page);
  await password(page);
  await secondStep(page, recoveryCodes[0]!);
  await expect(leads(page)).toBeVisible();

  await signOut(page);
  await password(page);
  await secondStep(page, recoveryCodes[0]!);
  await expect(page.getByRole('alert')).toHaveText(/not right, or it was already used/);
  await expect(leads(page)).toBeHidden();

  // Removing it takes a current code too (a recovery code here); then the password alone signs in.
  await page.getByRole('button', { name: 'Start again with the password' }).click();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await secondStep(page, recoveryCodes[1]!);
  await expect(leads(page)).toBeVisible();
  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await page.getByLabel('Code to confirm the removal').fill(recoveryCodes[2]!);
  await page.getByRole('button', { name: 'Remove two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in is off')).toBeVisible();
  await signOut(page);
  await password(page);
  await expect(leads(page)).toBeVisible();
});

const ARABIC_ADMIN = { username: 'e2e-two-step-ar' };
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test.describe('on a site that requires two-step sign-in', () => {
  const origin = ownServerOrigin(50);
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer(50, {
      ADMIN_REQUIRE_2FA: '1',
      SESSION_SECRET: 'e2e-2fa-secret-that-is-long-enough-for-the-schema',
    });
    server.createAdmin(ADMIN.username, ADMIN.password);
    server.createAdmin(ARABIC_ADMIN.username, ADMIN.password);
  });
  test.afterAll(() => server?.stop());

  test('an admin without it is taken to set it up after the password, and reaches nothing else until done', async ({
    page,
  }) => {
    await password(page, origin);
    await expect(
      page.getByText('This site asks every admin to set up two-step sign-in before going on.'),
    ).toBeVisible();
    // Another admin screen sends the half-signed-in admin back to the set-up.
    await page.goto(`${origin}/schema-validation`);
    await expect(page).toHaveURL(`${origin}/admin`);
    await page.waitForFunction(() => window.__hydrated === true);
    const shown = await page.locator('code[dir="ltr"]').textContent();
    const secret = (shown ?? '').replace(/\s/g, '');
    await page.getByLabel(/Enter the 6-digit code/).fill(codeAt(secret, Date.now()));
    // The password again: a session stopped at this step must not set up a factor on its own.
    await page.getByLabel('Current password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have kept them. Continue' }).click();
    await expect(leads(page)).toBeVisible();
  });

  test('in Arabic, the set-up, the recovery codes and the code step read right to left, codes left to right, with no WCAG A/AA violation', async ({
    page,
  }) => {
    const signInInArabic = async () => {
      await page.goto(`${origin}/ar/admin`);
      await page.waitForFunction(() => window.__hydrated === true);
      await page.getByLabel('اسم المستخدم').fill(ARABIC_ADMIN.username);
      await page.getByLabel('كلمة المرور').fill(ADMIN.password);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    };
    await signInInArabic();
    await expect(page.getByRole('heading', { name: 'تفعيل التحقق بخطوتين' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const field = page.getByLabel(/أدخلوا الرمز المكوّن من 6 أرقام/);
    await expect(field).toHaveAttribute('dir', 'ltr');
    expect(await violations(page)).toEqual([]);
    const secret = ((await page.locator('code[dir="ltr"]').textContent()) ?? '').replace(/\s/g, '');
    await field.fill(codeAt(secret, Date.now()));
    await page.getByLabel('كلمة المرور الحالية').fill(ADMIN.password);
    await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
    await expect(page.getByRole('list', { name: 'رموز الاسترداد' }).getByRole('listitem')).toHaveCount(10);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'تم حفظ الرموز، متابعة' }).click();
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await signInInArabic();
    await expect(page.getByRole('heading', { level: 1, name: 'التحقق بخطوتين' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel(/^الرمز/).fill(codeAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'التحقق بخطوتين' })).toBeHidden();
  });
});
