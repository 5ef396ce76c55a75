// A salesperson's day on a phone (390 px), in English and in Arabic: the inbox opens on the leads
// (the first row on the first screen), a lead's call, WhatsApp and email buttons carry its E.164
// number and address and a tap is recorded on its timeline, closing a lead with a typed note asks
// first (and Escape hands focus back to the row), and a bot's lead goes to Spam with a reason. Every
// spec shares one server's leads: this test's two carry a mark of their own and are found by search.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdmin, inboxSearch, signIn } from './admins.js';

const HUMAN_FILL_MS = 10_000;
const PASSWORD = 'A-salesperson-on-a-phone-42';

const words = {
  en: {
    call: (name: string) => `Call ${name}`,
    whatsapp: (name: string) => `WhatsApp ${name}`,
    email: (name: string) => `Email ${name}`,
    view: (name: string) => `View lead from ${name}`,
    lead: (name: string) => `Lead from ${name}`,
    callLogged: 'Call started',
    note: 'New note',
    unsaved: 'Close without saving?',
    keep: 'Keep editing',
    discard: 'Close without saving',
    markSpam: 'Mark as spam',
    reason: 'Why is it spam?',
    bot: 'Sent by a bot',
    moveToSpam: 'Move to Spam',
    moved: /Moved to Spam/,
  },
  ar: {
    call: (name: string) => `الاتصال بـ${name}`,
    whatsapp: (name: string) => `مراسلة ${name} عبر واتساب`,
    email: (name: string) => `مراسلة ${name} بالبريد الإلكتروني`,
    view: (name: string) => `عرض العميل المحتمل ${name}`,
    lead: (name: string) => `العميل المحتمل: ${name}`,
    callLogged: 'بدء اتصال هاتفي',
    note: 'ملاحظة جديدة',
    unsaved: 'إغلاق دون حفظ؟',
    keep: 'متابعة التعديل',
    discard: 'إغلاق دون حفظ',
    markSpam: 'تصنيفه كرسالة مزعجة',
    reason: 'لماذا تُعدّ مزعجة؟',
    bot: 'أرسلها برنامج آلي',
    moveToSpam: 'نقلها إلى الرسائل المزعجة',
    moved: /نُقل إلى الرسائل المزعجة/,
  },
} as const;

async function sendLead(
  request: APIRequestContext,
  baseURL: string,
  lead: { name: string; phone: string; email?: string; locale: 'en' | 'ar' },
) {
  const posted = await request.post('/api/contact-submissions', {
    headers: { Origin: baseURL },
    data: {
      ...lead,
      service: 'Contact Form',
      message: 'We would like a quote for Odoo.',
      elapsedMs: HUMAN_FILL_MS,
    },
  });
  expect(posted.status()).toBe(201);
}

/** Taps on tel:, mailto: and wa.me links stay on the page: the app's click handler still runs. */
async function keepLinksOnPage(page: Page) {
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        if (link && /^(tel:|mailto:|https:\/\/wa\.me\/)/.test(link.href)) event.preventDefault();
      },
      true,
    ),
  );
}

/** A mark no other test's lead has, nor this test's other run: its leads are found by it. */
const runMark = () => `${Date.now().toString(36)}${test.info().workerIndex}`;

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  // Each worker's own: two workers making one account at once would collide.
  const seller = { username: `sara-${locale}-${Date.now()}`, password: PASSWORD };

  test.describe(`a salesperson's day at 390 px (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test.beforeAll(() => createAdmin(seller, 'sales'));

    test('reaches a lead in one tap, keeps a typed note from being lost, and sends a bot to Spam', async ({
      page,
      request,
      baseURL,
    }) => {
      const mark = runMark();
      // The number's last six digits are the run's, so two runs' leads are not one contact's.
      const digits = String(Date.now()).slice(-6);
      const buyer = { name: `${locale === 'en' ? 'Huda Buyer' : 'هدى المشترية'} ${mark}`, phone: `0551${digits}` };
      const bot = `${locale === 'en' ? 'Cheap Backlinks Bot' : 'روابط رخيصة بوت'} ${mark}`;
      const email = `huda${mark}@buyer.sa`;
      await sendLead(request, baseURL!, { name: bot, phone: `0559${digits}`, email: 'seo@spam.test', locale });
      await sendLead(request, baseURL!, { ...buyer, email, locale });

      await signIn(page, seller, { locale });

      await test.step('the first lead row is on the first screen', async () => {
        const firstRow = page.locator('tbody tr').first();
        // Other specs' leads share this server, so the newest row may be theirs: what counts is where it sits.
        await expect(firstRow).toBeInViewport();
      });

      await test.step("the search finds this test's two leads", async () => {
        const search = await inboxSearch(page, locale);
        await search.fill(mark);
        await search.press('Enter');
        await expect(page.locator('tbody tr')).toHaveCount(2);
        // On a phone the filters fold away again, so the leads are back on the first screen.
        await page.locator('details:has(form[role=search]) summary').first().click();
      });

      await test.step('call, WhatsApp and email carry the number and address, and a tap is logged', async () => {
        const e164 = `+966${buyer.phone.slice(1)}`;
        const call = page.getByRole('link', { name: w.call(buyer.name) });
        await expect(call).toHaveAttribute('href', `tel:${e164}`);
        await expect(page.getByRole('link', { name: w.whatsapp(buyer.name) })).toHaveAttribute(
          'href',
          new RegExp(`^https://wa\\.me/${e164.slice(1)}\\?text=.+`),
        );
        await expect(page.getByRole('link', { name: w.email(buyer.name) })).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${email.replace(/\./g, '\\.')}\\?subject=.+`),
        );
        const box = await call.boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
        await keepLinksOnPage(page);
        const logged = page.waitForResponse((r) => r.url().endsWith('/contact-attempts') && r.status() === 201);
        await call.click();
        await logged;
      });
      await test.step('the lead shows the attempt; closing with a typed note asks, and Escape returns to the row', async () => {
        const view = page.getByRole('button', { name: w.view(buyer.name) });
        await view.click();
        const dialog = page.getByRole('dialog', { name: w.lead(buyer.name) });
        await expect(dialog.getByText(w.callLogged)).toBeVisible();
        // Escape straight after typing, on a phone as slow as a cheap one: the note must still count.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
        await dialog.getByLabel(w.note).fill('Call back after Asr');
        await page.keyboard.press('Escape');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const ask = page.getByRole('alertdialog', { name: w.unsaved });
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: w.keep }).click();
        await expect(ask).toBeHidden();
        await expect(dialog.getByLabel(w.note)).toHaveValue('Call back after Asr');
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog', { name: w.unsaved }).getByRole('button', { name: w.discard }).click();
        await expect(dialog).toBeHidden();
        await expect(view).toBeFocused();
      });

      await test.step('a bot lead is marked as spam and leaves the inbox', async () => {
        await page.getByRole('button', { name: w.view(bot) }).click();
        const dialog = page.getByRole('dialog', { name: w.lead(bot) });
        await dialog.getByText(w.markSpam).click();
        await dialog.getByLabel(w.reason).selectOption({ label: w.bot });
        await dialog.getByRole('button', { name: w.moveToSpam }).click();
        await expect(dialog.getByRole('status').filter({ hasText: w.moved })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: w.view(bot) })).toHaveCount(0);
      });
    });
  });
}
