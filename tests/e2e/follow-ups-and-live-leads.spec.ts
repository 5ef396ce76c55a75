// Follow-ups and live leads on a phone (390 px), in English and in Arabic: an activity planned for a
// time already past (the screen asks first) shows in the bar's overdue count, and a lead sent through
// the public API while the inbox is open appears without a reload: the tab's title counts it and the
// "new leads — Show" bar brings it into the list. Every spec shares one server's leads: this test's
// carry a mark of their own, the list is searched for it, and the salesperson is new to each run, so
// the overdue activity counted is theirs alone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdmin, inboxSearch, signIn } from './admins.js';

const PASSWORD = 'Follow-ups-on-a-phone-42';
const SHOTS = process.env.H34B_SHOTS;

const words = {
  en: {
    view: (name: string) => `View lead from ${name}`,
    add: 'Add activity',
    addAnyway: 'Add anyway',
    overdue: '1 overdue',
    // Other specs post leads in the same seconds: one new lead or several.
    newLead: /new leads?/,
    show: 'Show',
  },
  ar: {
    view: (name: string) => `عرض العميل المحتمل ${name}`,
    add: 'إضافة نشاط',
    addAnyway: 'إضافته رغم ذلك',
    overdue: '1 متأخرة',
    // One, two or several: «جديد», «جديدان», «جدد».
    newLead: /جديد|جدد/,
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

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];

  test.describe(`follow-ups and live leads at 390 px (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('an overdue activity counts in the bar, and a new lead appears without a reload', async ({
      page,
      request,
      baseURL,
    }) => {
      const mark = `${Date.now().toString(36)}${test.info().workerIndex}`;
      const digits = String(Date.now()).slice(-6);
      const seller = { username: `follow-${locale}-${mark}`, password: PASSWORD };
      const first = `${locale === 'en' ? 'Layla Planner' : 'ليلى المخططة'} ${mark}`;
      const second = `${locale === 'en' ? 'Fahad Newcomer' : 'فهد القادم'} ${mark}`;
      createAdmin(seller, 'sales');
      await sendLead(request, baseURL!, first, `0561${digits}`, locale);
      await signIn(page, seller, { locale });
      const counts = page.getByTestId('my-activity-counts');
      await expect(counts).toBeVisible();
      // Only this test's leads are listed from here on, the one sent later too once it is shown.
      const search = await inboxSearch(page, locale);
      await search.fill(mark);
      await search.press('Enter');
      await expect(page.locator('tbody tr')).toHaveCount(1);

      await test.step('plan a call for a moment already past: asked first, then counted overdue', async () => {
        await page.getByRole('button', { name: w.view(first) }).click();
        await page.locator('#activity-day').fill(yesterdayInRiyadh());
        await page.locator('#activity-time').fill('09:00');
        await page.locator('#activity-assignee').selectOption({ label: seller.username });
        await page.getByRole('button', { name: w.add }).click();
        await page.getByRole('button', { name: w.addAnyway }).click();
        await expect(page.getByTestId('lead-activities')).toContainText('09:00');
        await page.locator('#lead-activities-heading').scrollIntoViewIfNeeded();
        await shoot(page, `activities-${locale}-390`);
        await page.setViewportSize({ width: 1280, height: 900 });
        await shoot(page, `activities-${locale}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.keyboard.press('Escape');
        await expect(counts).toContainText(w.overdue);
        await shoot(page, `bar-${locale}-390`);
      });

      await test.step('a lead sent now appears without a reload', async () => {
        const sent = sendLead(request, baseURL!, second, `0562${digits}`, locale).then(async () => {
          const found = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(second)}`);
          return ((await found.json()) as { items: Array<{ id: number }> }).items[0]!.id;
        });
        // The inbox asks every few seconds and hears of a lead once: the answer awaited is the first
        // that knows of this one (listened for before it is sent, so it cannot be missed).
        await page.waitForResponse(
          async (response) =>
            response.url().includes('/api/admin/leads/latest-id') &&
            response.status() === 200 &&
            ((await response.json()) as { latestId: number }).latestId >= (await sent),
        );
        const bar = page.getByTestId('new-leads-bar');
        await expect(bar).toContainText(w.newLead);
        // Others' leads may be counted with it: the title says how many, whatever the number.
        await expect(page).toHaveTitle(/^\(\d+\) /);
        await shoot(page, `new-leads-${locale}-390`);
        await page.setViewportSize({ width: 1280, height: 900 });
        await shoot(page, `new-leads-${locale}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(page.locator('tbody tr', { hasText: second })).toHaveCount(0);
        await bar.getByRole('button', { name: w.show }).click();
        await expect(page.locator('tbody tr', { hasText: second })).toHaveCount(1);
        await expect(page.locator('tbody tr')).toHaveCount(2);
        await expect(page).not.toHaveTitle(/^\(\d+\) /);
      });
    });
  });
}
