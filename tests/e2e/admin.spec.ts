// The admin flow in Chromium: a visitor's popup lead is found in the inbox, opened, exported,
// deleted; the admin signs out and the old session cookie is refused. The export also works without
// JavaScript, and another site cannot start one. Also the SEO check screen, and the admin in Arabic
// at /ar/admin with the switch between the languages.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './global-setup.js';

// A lead sent faster than a person fills a form in is set aside as spam: these take a person's time.
const HUMAN_FILL_MS = 10_000;

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

async function sendPopupLead(page: Page, name: string) {
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  await page.clock.install();
  await page.goto('/');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.clock.fastForward(10_500);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('WhatsApp number').fill('0509876543');
  // The visitor takes a person's time over the form, as the server expects of a lead that is not spam.
  await page.clock.fastForward(HUMAN_FILL_MS);
  await dialog.getByRole('button', { name: 'Open WhatsApp & Get Discount!' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request Received' })).toBeVisible();
}

test('an admin finds the popup lead, exports it, deletes it and signs out for good', async ({
  page,
  context,
  request,
  browser,
}) => {
  const name = `E2E Visitor ${Date.now()}`;
  // The visitor has a context of their own: its fake clock must not slow the admin's page.
  const visitor = await browser.newContext();
  await sendPopupLead(await visitor.newPage(), name);
  await visitor.close();

  await signIn(page);
  expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBe('true');
  await page.getByLabel(/Search/).fill(name);
  await page.getByLabel('Source', { exact: true }).selectOption('popup');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `View lead from ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Lead from ${name}` });
  await expect(details.getByText('0509876543')).toBeVisible();
  await expect(details.getByText('WhatsApp Quote Request - Activity Popup')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).last().click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain(name);

  await page.getByRole('button', { name: `View lead from ${name}` }).click();
  await page.getByRole('button', { name: 'Delete lead' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this lead?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lead deleted.')).toBeVisible();
  await expect(page.getByText('No leads match these filters.')).toBeVisible();

  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  expect((await request.get('/api/auth/check', { headers: { cookie } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBeNull();
  expect((await request.get('/api/auth/check', { headers: { cookie } })).status()).toBe(401);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the inbox exports the CSV from its server-rendered button', async ({ page, context, baseURL }) => {
    // Signing in takes the form's script; the session it gives is this browser's all the same.
    const signedIn = await context.request.post('/api/auth/login', {
      headers: { Origin: baseURL! },
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto('/admin');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toMatch(/^"ID","Received \(Saudi time\)","Name"/);
  });
});

test("another site cannot start an export in a signed-in admin's browser", async ({ page, baseURL }) => {
  await signIn(page);
  // A page elsewhere sends the admin's browser to the export, as a link or `location =` would.
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<title>elsewhere</title><script>location = ${JSON.stringify(`${baseURL}/api/admin/leads.csv`)};</script>`,
    }),
  );
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  const [answer] = await Promise.all([
    page.waitForResponse(`${baseURL}/api/admin/leads.csv`),
    page.goto('http://elsewhere.test/'),
  ]);
  expect(answer.status()).toBe(405);
  await page.waitForLoadState();
  expect(downloaded).toBe(false);
});

test('a wrong password gets the one message for every failed sign-in', async ({ page }) => {
  await page.goto('/admin');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel('Username').fill('someone-else');
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
});

test('the SEO check redirects to /admin without a session and reports every page with one', async ({ page }) => {
  await page.goto('/schema-validation');
  await expect(page).toHaveURL(/\/admin$/);
  await signIn(page);
  await page.getByRole('link', { name: 'SEO check' }).click();
  // The first report of a process renders every public page in both languages: allow it the time.
  await expect(page.getByRole('heading', { level: 1, name: 'SEO check' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('seo-summary')).toHaveText(/\d+ pages checked: \d+ pass, 0 fail\./);
  await expect(page.getByTestId('seo-row').filter({ hasText: '/ar/contact' }).first()).toBeVisible();
});

test('a stale admin flag is checked against the server at start and cleared', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() => localStorage.setItem('admin_authenticated', 'true'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBeNull();
});

test('the inbox shows what a visitor typed isolated and without control or bidi override characters', async ({
  page,
  request,
  baseURL,
}) => {
  const marker = `Mallory ${Date.now()}`;
  const posted = await request.post('/api/contact-submissions', {
    headers: { Origin: baseURL! },
    data: {
      name: `${marker} \u202Egnp.exe\u0000`,
      phone: '0501112222',
      service: 'WhatsApp Quote Request - Activity Popup',
      message: 'Reversed \u202Etext\u202C and a bell\u0007',
      elapsedMs: HUMAN_FILL_MS,
    },
  });
  expect(posted.status()).toBe(201);
  await signIn(page);
  await page.getByLabel(/Search/).fill(marker);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const nameCell = page.getByRole('row').filter({ hasText: marker }).locator('bdi').first();
  await expect(nameCell).toHaveText(`${marker} gnp.exe`);
  await page.getByRole('button', { name: `View lead from ${marker} gnp.exe` }).click();
  const details = page.getByRole('dialog', { name: `Lead from ${marker} gnp.exe` });
  await expect(details.getByText('Reversed text and a bell', { exact: true })).toBeVisible();
});

test("a lead notification's link opens that lead in the inbox, and closing it leaves the plain inbox", async ({
  page,
  request,
  baseURL,
}) => {
  const marker = `Linked ${Date.now()}`;
  const posted = await request.post('/api/contact-submissions', {
    headers: { Origin: baseURL! },
    data: {
      name: marker,
      phone: '0501113333',
      service: 'WhatsApp Quote Request - Activity Popup',
      message: 'Please call after four.',
      elapsedMs: HUMAN_FILL_MS,
    },
  });
  expect(posted.status()).toBe(201);
  await signIn(page);
  // This server runs in production on a plain-HTTP SITE_URL: admins are told, right after signing in.
  await expect(
    page.getByRole('alert').filter({ hasText: 'This site is not set up correctly for production' }),
  ).toContainText('not HTTPS');
  const found = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(marker)}`);
  const [lead] = (await found.json()).items as Array<{ id: number }>;

  await page.goto(`/admin?lead=${lead.id}`);
  const details = page.getByRole('dialog', { name: `Lead from ${marker}` });
  await expect(details.getByText('Please call after four.', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  expect(new URL(page.url()).search).toBe('');
});

test.describe('the admin in Arabic', () => {
  // One account of its own, whose language these tests change in turn; the other tests' admin keeps
  // English.
  test.describe.configure({ mode: 'serial' });
  const arabicAdmin = { username: `arabic-admin-${Date.now()}`, password: 'Playwright-reads-Arabic-42' };
  const ARABIC_MONTHS = [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ];

  test.beforeAll(() => {
    execFileSync('npx', ['tsx', 'server/cli/admin.ts', 'create', arabicAdmin.username], {
      input: `${arabicAdmin.password}\n`,
      env: { ...process.env, DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}` },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
  });

  async function signInInArabic(page: Page) {
    await page.goto('/ar/admin');
    await page.waitForFunction(() => window.__hydrated === true);
    await page.getByLabel('اسم المستخدم').fill(arabicAdmin.username);
    await page.getByLabel('كلمة المرور').fill(arabicAdmin.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  }

  test('the sign-in screen at /ar/admin is Arabic, right to left, with a link to English', async ({ page }) => {
    await page.goto('/ar/admin?lead=7');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/admin?lead=7&lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('after signing in on /ar/admin the inbox is Arabic and its times are Riyadh time', async ({
    page,
    request,
    baseURL,
  }) => {
    const marker = `Arabic inbox ${Date.now()}`;
    const posted = await request.post('/api/contact-submissions', {
      headers: { Origin: baseURL! },
      data: {
        name: marker,
        phone: '0501114444',
        service: 'WhatsApp Quote Request - Activity Popup',
        message: 'مرحبًا',
        elapsedMs: HUMAN_FILL_MS,
      },
    });
    expect(posted.status()).toBe(201);
    await signInInArabic(page);
    await expect(page).toHaveURL(/\/ar\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'العملاء المحتملون' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تصدير CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    // This server runs on a plain-HTTP SITE_URL in production: the warning is said in Arabic too.
    await expect(page.getByRole('alert').filter({ hasText: 'إعدادات هذا الموقع غير صحيحة' })).toContainText(
      'وليست HTTPS',
    );

    await page.getByLabel(/بحث/).fill(marker);
    await page.getByRole('button', { name: 'تطبيق التصفية' }).click();
    await expect(page.getByText('عميل محتمل واحد', { exact: true })).toBeVisible();
    const found = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(marker)}`);
    const [lead] = (await found.json()).items as Array<{ createdAt: string }>;
    // Riyadh is UTC+3 all year.
    const riyadh = new Date(Date.parse(lead.createdAt) + 3 * 3_600_000);
    const hour = riyadh.getUTCHours();
    const row = page.getByRole('row').filter({ hasText: marker });
    const received = row.getByRole('cell').first();
    await expect(received).toContainText(
      `${riyadh.getUTCDate()} ${ARABIC_MONTHS[riyadh.getUTCMonth()]} ${riyadh.getUTCFullYear()}`,
    );
    await expect(received).toContainText(
      `${hour % 12 || 12}:${String(riyadh.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'ص' : 'م'}`,
    );
    await expect(received).not.toHaveText(/[\u0660-\u0669]/);

    await row.getByRole('button', { name: `عرض العميل المحتمل ${marker}` }).click();
    const details = page.getByRole('dialog', { name: `العميل المحتمل: ${marker}` });
    await expect(details.getByText('مرحبًا', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'حذف العميل المحتمل' })).toBeVisible();
  });

  test('the switch moves the admin to /admin in English, and the choice holds at the next sign-in', async ({
    page,
  }) => {
    await signInInArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: 'العملاء المحتملون' })).toBeVisible();
    await page.waitForFunction(() => window.__hydrated === true);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

    await page.waitForFunction(() => window.__hydrated === true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Signing in again from the Arabic sign-in screen leads to the English inbox the admin chose.
    await signInInArabic(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
