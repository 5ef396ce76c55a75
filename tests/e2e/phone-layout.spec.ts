// The admin on a phone (390 px), in English and in Arabic: the inbox row of a lead shows its call,
// WhatsApp and email buttons inside the screen, and the accounts screen reads as cards, neither
// scrolling the page sideways. Screenshots at 390 and 1280 px go to screenshots/h4/ for a person to
// look at (right-to-left, overflow, contrast); they assert nothing themselves.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAdmin, inboxSearch, signIn } from './admins.js';
import { sendPopupLead } from './send-lead.js';

const SHOTS = 'screenshots/h4';
// A long company name, the widest a row's second line gets.
const COMPANY = 'Al Nakheel Trading Company for Contracting';

const words = {
  en: {
    search: /Search/,
    view: (name: string) => `View lead from ${name}`,
    lead: (name: string) => `Lead from ${name}`,
    accounts: 'Admin accounts',
    role: (username: string) => `Role of ${username}`,
  },
  ar: {
    search: /بحث/,
    view: (name: string) => `عرض العميل المحتمل ${name}`,
    lead: (name: string) => `العميل المحتمل: ${name}`,
    accounts: 'حسابات المشرفين',
    role: (username: string) => `دور \u2068${username}\u2069`,
  },
} as const;

/** The page's width beyond the screen's: 0 when nothing scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const stamp = `${Date.now()}`;
  const account = { username: `phone-layout-${locale}-${stamp}`, password: 'Phone-layout-at-390-px' };

  test.describe(`the admin at 390 px (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test.beforeAll(() => createAdmin(account));

    test('a lead row shows its contact buttons inside the screen, with no sideways scroll', async ({
      page,
      request,
      baseURL,
    }) => {
      const name = `${locale === 'ar' ? 'عبدالرحمن' : 'Abdulrahman'} Phone ${stamp}`;
      await sendPopupLead(request, baseURL!, { name, phone: `056${stamp.slice(-7)}`, company: COMPANY });
      await signIn(page, account, { locale });
      await (await inboxSearch(page, locale)).fill(name);
      const open = page.getByRole('button', { name: w.view(name) });
      await expect(open).toBeVisible();

      const row = page.getByRole('row').filter({ has: open });
      // Measured only once the row's three links are drawn, not while the list is still filling.
      await expect(row.locator('a[data-channel]')).toHaveCount(3);
      const links = await row.locator('a[data-channel]').evaluateAll((found) =>
        found.map((link) => {
          const box = link.getBoundingClientRect();
          return { left: box.left, right: box.right, width: box.width, height: box.height, screen: window.innerWidth };
        }),
      );
      expect(links).toHaveLength(3);
      for (const link of links) {
        expect(link.left).toBeGreaterThanOrEqual(0);
        expect(link.right).toBeLessThanOrEqual(link.screen);
        // A thumb's tap target.
        expect(Math.min(link.width, link.height)).toBeGreaterThanOrEqual(44);
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `inbox-390-${locale}`);

      await open.click();
      await expect(page.getByRole('dialog', { name: w.lead(name) })).toBeVisible();
      await shoot(page, `lead-390-${locale}`);
    });

    test('the accounts screen reads as cards, with no sideways scroll', async ({ page }) => {
      await signIn(page, account, { locale });
      await page.goto(`${locale === 'ar' ? '/ar' : ''}/admin?accounts`);
      await expect(page.getByRole('heading', { level: 1, name: w.accounts })).toBeVisible();
      // The role picker of this account, the last control of a card, is within the screen.
      const role = page.getByLabel(w.role(account.username), { exact: true });
      await expect(role).toBeVisible();
      const box = (await role.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `accounts-390-${locale}`);
    });
  });

  test.describe(`the admin at 1280 px (${locale}), for the eye`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    test.beforeAll(() => createAdmin(account));

    test('inbox, an open lead and the accounts screen', async ({ page, request, baseURL }) => {
      const name = `${locale === 'ar' ? 'ريم' : 'Reem'} Desk ${stamp}`;
      await sendPopupLead(request, baseURL!, { name, phone: `057${stamp.slice(-7)}`, company: COMPANY });
      await signIn(page, account, { locale });
      await (await inboxSearch(page, locale)).fill(name);
      const open = page.getByRole('button', { name: w.view(name) });
      await expect(open).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `inbox-1280-${locale}`);
      await open.click();
      await expect(page.getByRole('dialog', { name: w.lead(name) })).toBeVisible();
      await shoot(page, `lead-1280-${locale}`);
      await page.goto(`${locale === 'ar' ? '/ar' : ''}/admin?accounts`);
      await expect(page.getByLabel(w.role(account.username), { exact: true })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `accounts-1280-${locale}`);
    });
  });
}
