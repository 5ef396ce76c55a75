// The board, in English and in Arabic: a salesperson opens /admin?board filtered by their own lead's
// name, moves the lead from New to Contacted with the keyboard's "Move to…" menu and hears it said;
// on a phone the stage picker shows one column at a time. Screenshots at 1280 and 390 px go to
// SHOTS_DIR when set.
import { expect, test } from '@playwright/test';
import { runMark } from './run-mark.js';
import { createAdmin, signIn } from './admins.js';
import { sendPopupLead } from './send-lead.js';

const words = {
  en: {
    moveTo: 'Move to…',
    contacted: 'Contacted',
    moved: (name: string) => `Moved ${name} to Contacted`,
    stage: 'Column shown',
  },
  ar: {
    moveTo: 'نقل إلى…',
    contacted: 'تم التواصل',
    moved: (name: string) => `نُقل ${name} إلى`,
    stage: 'العمود المعروض',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const account = { username: `board-${locale}-${runMark}`, password: 'Board-moves-in-one-step-42' };
  const name = `Boardco${locale}${runMark}`;

  test.describe(`the board (${locale})`, () => {
    test.beforeAll(() => createAdmin(account, 'sales'));

    test('a salesperson moves a card by keyboard, and a phone shows one column', async ({ page, request, baseURL }) => {
      await sendPopupLead(request, baseURL!, { name, phone: `0555${locale === 'en' ? 3 : 4}00001` });
      await signIn(page, account, { locale });
      await page.goto(`${locale === 'ar' ? '/ar' : ''}/admin?board&q=${name}`);
      const card = page.getByRole('article', { name });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: w.moveTo }).focus();
      await page.keyboard.press('Enter');
      await card.getByRole('button', { name: w.contacted }).click();
      await expect(page.locator('[aria-live=polite]')).toContainText(w.moved(name));
      await expect(page.locator('section[data-stage=contacted]').getByRole('article', { name })).toBeVisible();

      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/board-${locale}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByLabel(w.stage).selectOption('contacted');
      await expect(page.locator('section[data-stage]:visible')).toHaveCount(1);
      await expect(page.locator('section[data-stage=contacted]').getByRole('article', { name })).toBeVisible();
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/board-${locale}-390.png`, fullPage: true });
    });
  });
}
