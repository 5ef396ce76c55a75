// Changing many leads at once from the list, in English and in Arabic: an owner finds six leads,
// ticks five and assigns them to themselves in one step; the bar says five changed and the list
// shows the owner on each. Screenshots of the selection at 390 and 1280 px go to SHOTS_DIR when set.
import { expect, test, type Page } from '@playwright/test';
import { runMark } from './run-mark.js';
import { createAdmin, inboxSearch, signIn } from './admins.js';

const HUMAN_FILL_MS = 10_000;
/** Names are letters only, as a visitor's name is. */
const letter = (i: number) => 'ABCDEF'[i - 1]!;
const PASSWORD = 'Bulk-changes-in-one-step-42';

const words = {
  en: {
    select: (name: string) => `Select ${name}`,
    selected: '5 leads selected',
    action: 'Action',
    owner: 'Owner',
    apply: 'Apply',
    changed: '5 changed',
  },
  ar: {
    select: (name: string) => `تحديد ${name}`,
    selected: 'تم تحديد 5 عملاء محتملين',
    action: 'الإجراء',
    owner: 'المسؤول',
    apply: 'تطبيق',
    changed: 'تم تغيير 5',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const account = { username: `bulk-${locale}`, password: PASSWORD };
  const prefix = `Bulkco${locale}${runMark}`;

  test.describe(`bulk changes on the list (${locale})`, () => {
    test.beforeAll(() => createAdmin(account));

    async function shoot(page: Page, width: number) {
      if (!process.env.SHOTS_DIR) return;
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/list-selection-${locale}-${width}.png`, fullPage: true });
    }

    test('an owner ticks five leads and assigns them in one step', async ({ page, request, baseURL }) => {
      for (let i = 1; i <= 6; i += 1) {
        const posted = await request.post('/api/contact-submissions', {
          headers: { Origin: baseURL! },
          data: {
            name: `${prefix} ${letter(i)}`,
            phone: `0555${locale === 'en' ? 1 : 2}0000${i}`,
            service: 'WhatsApp Quote Request - Activity Popup',
            message: 'Hello',
            elapsedMs: HUMAN_FILL_MS,
          },
        });
        expect(posted.status()).toBe(201);
      }
      await signIn(page, account, { locale });
      const search = await inboxSearch(page, locale);
      await search.fill(prefix);
      await search.press('Enter');
      await expect(page.getByLabel(w.select(`${prefix} ${letter(6)}`))).toBeVisible();

      for (let i = 1; i <= 5; i += 1) await page.getByLabel(w.select(`${prefix} ${letter(i)}`)).check();
      const bar = page.getByRole('form');
      await expect(bar.getByRole('status')).toContainText(w.selected);
      await bar.getByLabel(w.action).selectOption('assign');
      await bar.getByLabel(w.owner).selectOption({ label: account.username });
      await shoot(page, 390);
      await shoot(page, 1280);
      await bar.getByRole('button', { name: w.apply }).click();
      await expect(page.getByRole('status').filter({ hasText: w.changed })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: account.username })).toHaveCount(5);
    });
  });
}
