// The admin flow in Chromium: a visitor's popup lead is found in the inbox, opened, exported,
// deleted; the admin signs out and the old session cookie is refused. The export also works without
// JavaScript, and another site cannot start one. Also the SEO check screen, and the admin in Arabic
// at /ar/admin with the switch between the languages.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAdmin, inboxSearch, SIGN_IN_FORM, signIn as signInAs } from './admins.js';
import { E2E_ADMIN } from './global-setup.js';

// A lead sent faster than a person fills a form in is set aside as spam: these take a person's time.
const HUMAN_FILL_MS = 10_000;

const signIn = (page: Page) => signInAs(page, E2E_ADMIN);

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
  await (await inboxSearch(page)).fill(name);
  await page.getByLabel('Source', { exact: true }).selectOption('popup');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `View lead from ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Lead from ${name}` });
  await expect(details.getByText('0509876543')).toBeVisible();
  // What the visitor asked for, in the lead's details (its contact part says it too).
  await expect(
    details.getByRole('definition').filter({ hasText: 'a free quote, via the consultation pop-up' }),
  ).toBeVisible();
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
  await signInAs(page, { username: 'someone-else', password: 'not the password at all' }, { expectInbox: false });
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  // Still on the form, in the words it was opened with.
  await expect(page.getByLabel(SIGN_IN_FORM.en.password)).toBeVisible();
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
  await (await inboxSearch(page)).fill(marker);
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

  test.beforeAll(() => createAdmin(arabicAdmin));

  // The inbox it leads to is the language the admin chose last: the tests say which they expect.
  const signInInArabic = (page: Page) => signInAs(page, arabicAdmin, { locale: 'ar', expectInbox: false });

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

  test('after signing in on /ar/admin the inbox is Arabic, its rows say how long ago and its times are Riyadh time', async ({
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

    const found = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(marker)}`);
    const [lead] = (await found.json()).items as Array<{ createdAt: string }>;
    // The admin looks five minutes after the lead came (the browser's clock, pinned there).
    await page.clock.setFixedTime(Date.parse(lead!.createdAt) + 5 * 60_000);
    const search = await inboxSearch(page, 'ar');
    await search.fill(marker);
    await search.press('Enter');
    await expect(page.getByText('عميل محتمل واحد', { exact: true })).toBeVisible();
    // Riyadh is UTC+3 all year.
    const riyadh = new Date(Date.parse(lead!.createdAt) + 3 * 3_600_000);
    const hour = riyadh.getUTCHours();
    const day = `${riyadh.getUTCDate()} ${ARABIC_MONTHS[riyadh.getUTCMonth()]} ${riyadh.getUTCFullYear()}`;
    const time = `${hour % 12 || 12}:${String(riyadh.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'ص' : 'م'}`;
    const row = page.getByRole('row').filter({ hasText: marker });
    // The row says how long ago, in Arabic words with Latin digits; the exact Riyadh time is its tooltip.
    // The time is in its own column on a wide screen and under the name on a phone: the one shown.
    const received = row.locator('time:visible');
    await expect(received).toHaveText('قبل 5 دقائق');
    await expect(received).toHaveAttribute('title', new RegExp(`${day}.*${time}`));
    await expect(received).toHaveAttribute('datetime', lead!.createdAt);

    await row.getByRole('button', { name: `عرض العميل المحتمل ${marker}` }).click();
    const details = page.getByRole('dialog', { name: `العميل المحتمل: ${marker}` });
    await expect(details.getByText('مرحبًا', { exact: true })).toBeVisible();
    const receivedInFull = details.getByRole('definition').filter({ hasText: day });
    await expect(receivedInFull).toContainText(time);
    await expect(receivedInFull).not.toHaveText(/[\u0660-\u0669]/);
    await expect(details.getByRole('button', { name: 'حذف العميل المحتمل' })).toBeVisible();
  });

  test('the Arabic sign-in screen and inbox have no WCAG A/AA violation', async ({ page }) => {
    const violations = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    await page.goto('/ar/admin');
    await page.waitForFunction(() => window.__hydrated === true);
    expect(await violations()).toEqual([]);
    await signInInArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: 'العملاء المحتملون' })).toBeVisible();
    await expect(page.getByRole('status').first()).not.toHaveText('جارٍ التحميل…');
    expect(await violations()).toEqual([]);
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

test.describe('the sales pipeline', () => {
  const pipelineAdmins = {
    en: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    ar: { username: `pipeline-ar-${Date.now()}`, password: 'Playwright-sells-in-Arabic-42' },
  };
  const words = {
    en: {
      view: (name: string) => `View lead from ${name}`,
      dialog: (name: string) => `Lead from ${name}`,
      stage: 'Stage',
      owner: 'Owner',
      pipeline: 'Pipeline',
      stages: { contacted: 'Contacted', qualified: 'Qualified', won: 'Won' },
      save: 'Save changes',
      saved: 'Changes saved.',
      note: 'New note',
      addNote: 'Add note',
      noteAdded: 'Note added.',
      stageEvent: 'Stage changed from Qualified to Won',
      assigned: (to: string) => `Assigned to ${to}`,
      close: 'Close',
      exportCsv: 'Export CSV',
      stageHeader: 'Stage',
      ownerHeader: 'Owner',
    },
    ar: {
      view: (name: string) => `عرض العميل المحتمل ${name}`,
      dialog: (name: string) => `العميل المحتمل: ${name}`,
      stage: 'المرحلة',
      owner: 'المسؤول',
      pipeline: 'مسار الصفقة',
      stages: { contacted: 'تم التواصل', qualified: 'مؤهَّل', won: 'صفقة مكسوبة' },
      save: 'حفظ التغييرات',
      saved: 'حُفظت التغييرات.',
      note: 'ملاحظة جديدة',
      addNote: 'إضافة الملاحظة',
      noteAdded: 'أُضيفت الملاحظة.',
      stageEvent: 'نقل المرحلة من «مؤهَّل» إلى «صفقة مكسوبة»',
      assigned: (to: string) => `إسناده إلى ${to}`,
      close: 'إغلاق',
      exportCsv: 'تصدير CSV',
      stageHeader: 'المرحلة',
      ownerHeader: 'المسؤول',
    },
  } as const;

  test.beforeAll(() => createAdmin(pipelineAdmins.ar));

  for (const locale of ['en', 'ar'] as const) {
    test(`the admin works a lead from contacted to won with notes, assigns it and the CSV shows it (${locale})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const w = words[locale];
      const admin = pipelineAdmins[locale];
      const marker = `Pipeline ${locale} ${Date.now()}`;
      const posted = await request.post('/api/contact-submissions', {
        headers: { Origin: baseURL! },
        data: {
          name: marker,
          phone: '0501115555',
          service: 'WhatsApp Quote Request - Activity Popup',
          message: 'We need an Odoo partner.',
          elapsedMs: HUMAN_FILL_MS,
        },
      });
      expect(posted.status()).toBe(201);

      // A phone's width: nothing of the inbox or the lead's view may need sideways scrolling.
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, admin, { locale });
      const search = await inboxSearch(page, locale);
      await search.fill(marker);
      await search.press('Enter');
      await page.getByRole('button', { name: w.view(marker) }).click();
      const details = page.getByRole('dialog', { name: w.dialog(marker) });
      const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      // The lead's stage and owner, in its Pipeline form (its activities have an assignee of their own).
      const pipeline = details
        .locator('form')
        .filter({ has: page.getByRole('heading', { name: w.pipeline, exact: true }) });
      const moveTo = async (stage: keyof typeof w.stages, note: string, owner?: string) => {
        await pipeline.getByLabel(w.stage, { exact: true }).selectOption({ label: w.stages[stage] });
        if (owner) await pipeline.getByLabel(w.owner, { exact: true }).selectOption({ label: owner });
        await details.getByRole('button', { name: w.save }).click();
        await expect(details.getByText(w.saved)).toBeVisible();
        await details.getByLabel(w.note).fill(note);
        await details.getByRole('button', { name: w.addNote }).click();
        await expect(details.getByText(w.noteAdded)).toBeVisible();
        await expect(details.getByText(note, { exact: true })).toBeVisible();
      };
      await moveTo('contacted', 'Called; they use spreadsheets today.');
      await moveTo('qualified', 'Budget approved for Q3.', admin.username);
      await moveTo('won', 'Contract signed.');
      await expect(details.getByText(w.stageEvent)).toBeVisible();
      await expect(details.getByText(w.assigned(admin.username))).toBeVisible();
      expect(await fitsThePhone()).toBe(true);
      const violations = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      await details.getByRole('button', { name: w.close }).last().click();

      const row = page.getByRole('row').filter({ hasText: marker });
      await expect(row).toContainText(w.stages.won);
      expect(await fitsThePhone()).toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: w.exportCsv }).click(),
      ]);
      const [header, ...rows] = readFileSync(await download.path(), 'utf8')
        .slice(1)
        .trim()
        .split('\r\n')
        .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1]));
      expect(rows).toHaveLength(1);
      // Written in the exporting admin's language, as the screens show it.
      expect(rows[0]![header!.indexOf(w.stageHeader)]).toBe(w.stages.won);
      expect(rows[0]![header!.indexOf(w.ownerHeader)]).toBe(admin.username);
    });
  }

  test('an admin whose save crossed a colleague’s is told, sees the lead as it is, and can save theirs over it', async ({
    page,
    request,
    baseURL,
  }) => {
    const marker = `Crossed ${Date.now()}`;
    const posted = await request.post('/api/contact-submissions', {
      headers: { Origin: baseURL! },
      data: {
        name: marker,
        phone: '0501116666',
        service: 'WhatsApp Quote Request - Activity Popup',
        message: 'Two of you may call.',
        elapsedMs: HUMAN_FILL_MS,
      },
    });
    expect(posted.status()).toBe(201);
    await signIn(page);
    await (await inboxSearch(page)).fill(marker);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('button', { name: `View lead from ${marker}` }).click();
    const details = page.getByRole('dialog', { name: `Lead from ${marker}` });
    await expect(details.getByLabel('Stage', { exact: true })).toHaveValue('new');

    // A colleague saves the lead meanwhile (the same account in another tab, as far as the server knows).
    const found = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(marker)}`);
    const [lead] = (await found.json()).items as Array<{ id: number; version: number }>;
    const colleague = await page.request.patch(`/api/admin/leads/${lead!.id}`, {
      headers: { Origin: baseURL! },
      data: { version: lead!.version, stage: 'contacted' },
    });
    expect(colleague.status()).toBe(200);

    await details.getByLabel('Stage', { exact: true }).selectOption({ label: 'Qualified' });
    await details.getByRole('button', { name: 'Save changes' }).click();
    const conflict = details.getByRole('alert').filter({ hasText: 'Someone else changed this lead' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Contacted');
    await expect(details.getByLabel('Stage', { exact: true })).toHaveValue('qualified');
    await conflict.getByRole('button', { name: 'Save my changes over theirs' }).click();
    await expect(details.getByText('Changes saved.')).toBeVisible();
    await expect(details.getByText('Stage changed from Contacted to Qualified')).toBeVisible();
  });
});
