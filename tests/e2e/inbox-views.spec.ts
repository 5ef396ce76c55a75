// The inbox on a phone (390 px), in English and in Arabic: a search typed in Arabic-Indic digits
// finds both leads of one person as the admin types, the filter and the opened lead are in the
// address so a reload shows them again and Back closes the lead, and a list the admin names and
// saves brings its filter back in one click.
import { expect, test, type Page } from '@playwright/test';
import { createAdmin, inboxSearch, signIn as signInAs } from './admins.js';
import { sendPopupLead } from './send-lead.js';

const PASSWORD = 'Inbox-lists-on-a-phone-42';

const words = {
  en: {
    search: /Search/,
    view: (name: string) => `View lead from ${name}`,
    lead: (name: string) => `Lead from ${name}`,
    unassigned: 'Unassigned',
    saveOpen: 'Save this list',
    listName: 'Name of the list',
    save: 'Save',
    reset: 'Reset',
  },
  ar: {
    search: /بحث/,
    view: (name: string) => `عرض العميل المحتمل ${name}`,
    lead: (name: string) => `العميل المحتمل: ${name}`,
    unassigned: 'غير المسندة',
    saveOpen: 'حفظ هذه القائمة',
    listName: 'اسم القائمة',
    save: 'حفظ',
    reset: 'مسح التصفية',
  },
} as const;

const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const account = { username: `views-${locale}`, password: PASSWORD };

  test.describe(`inbox lists at 390 px (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test.beforeAll(() => createAdmin(account));

    async function signIn(page: Page) {
      await signInAs(page, account, { locale });
      await inboxSearch(page, locale);
    }

    test('a reload keeps the search and the open lead, and Back closes the lead', async ({
      page,
      request,
      baseURL,
    }) => {
      const local = `055${String(Date.now()).slice(-6)}${locale === 'en' ? 1 : 2}`;
      const first = `Nasser ${locale} ${Date.now()}`;
      const second = `ناصر ${locale} ${Date.now()}`;
      await sendPopupLead(request, baseURL!, { name: first, phone: local });
      await sendPopupLead(request, baseURL!, { name: second, phone: `+966 ${local.slice(1)}` });
      await signIn(page);

      await page.getByLabel(w.search).fill(arabicIndic(local));
      await expect(page.getByRole('button', { name: w.view(first) })).toBeVisible();
      await expect(page.getByRole('button', { name: w.view(second) })).toBeVisible();
      await expect(page).toHaveURL(/[?&]q=/);
      // On the phone a row's call, WhatsApp and email buttons sit on one line inside the screen, and
      // nothing on the page scrolls sideways.
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: w.view(first) }) });
      const buttons = await row.locator('a[data-channel]').evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { top: Math.round(box.top), inside: box.left >= 0 && box.right <= window.innerWidth };
        }),
      );
      expect(buttons).toHaveLength(3);
      expect(new Set(buttons.map((button) => button.top)).size).toBe(1);
      expect(buttons.every((button) => button.inside)).toBe(true);
      const [pageWidth, screenWidth] = await page.evaluate(() => [
        document.scrollingElement!.scrollWidth,
        document.scrollingElement!.clientWidth,
      ]);
      expect(pageWidth).toBeLessThanOrEqual(screenWidth!);
      await page.getByRole('button', { name: w.view(second) }).click();
      await expect(page.getByRole('dialog', { name: w.lead(second) })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('dialog', { name: w.lead(second) })).toBeVisible();
      await expect(page.getByLabel(w.search)).toHaveValue(arabicIndic(local));
      await page.goBack();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: w.view(first) })).toBeVisible();
      await expect(page.getByLabel(w.search)).toHaveValue(arabicIndic(local));
    });

    test('a built-in list and a saved list each apply their filter', async ({ page }) => {
      await signIn(page);
      const unassigned = page.getByRole('button', { name: w.unassigned, exact: true });
      await unassigned.click();
      await expect(unassigned).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]owner=none/);

      const name = `${w.unassigned} ${Date.now()}`;
      await page.getByText(w.saveOpen).click();
      await page.getByLabel(w.listName).fill(name);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      const saved = page.getByRole('button', { name, exact: true });
      await expect(saved).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: w.reset, exact: true }).click();
      await expect(saved).toHaveAttribute('aria-pressed', 'false');
      await expect(page).not.toHaveURL(/owner=/);
      await saved.click();
      await expect(page).toHaveURL(/[?&]owner=none/);
      await page.reload();
      await inboxSearch(page, locale);
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    });
  });
}
