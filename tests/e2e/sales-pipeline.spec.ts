// The whole sales flow as people do it, once with the team's admin in English and once in Arabic:
// a visitor clicks an ad on another site, reads two pages and sends the popup; a reader with
// JavaScript off comes from a newsletter to a blog article and sends the contact form. An admin signs
// in, finds both leads in the inbox with where they came from, works the first from contacted to won
// with a note at each step, hands it to a colleague, and then sees its campaign among the dashboard's
// won campaigns and its row in the CSV export. Everything is checked as the people involved see it:
// the admin screens' words in their language, and the exported file. Every spec shares one server's
// leads: each run's visitors carry a mark of their own (found by search) and the ad a campaign of its
// own, so the dashboard's count of it moves only with this test's sale.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createAdmin, inboxSearch, signIn } from './admins.js';

// The server sets aside as spam a form sent sooner than a person could fill it in (3 s from it being
// shown). These visitors type their fields at a person's pace, over this long in all: a real wait,
// since the point is that a real person's lead reaches the inbox.
const TYPING_MS = 4_000;
// The popup opens by itself this long after a page loads; the visitor's clock is moved on past it.
const POPUP_DELAY_MS = 10_000;

const AD_REFERRER = 'http://search.example';
const adUrl = (campaign: string) =>
  `/ads/odoo-saudi-arabia?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=X`;
const ARTICLE = '/blog/odoo-19-saudi-arabia';
const NEWSLETTER_REFERRER = 'https://mail.example.net';

const words = {
  en: {
    screen: '/admin',
    heading: 'Leads',
    twoLeads: '2 leads',
    sources: { popup: 'Popup', contact: 'Contact form' },
    view: (name: string) => `View lead from ${name}`,
    lead: (name: string) => `Lead from ${name}`,
    origin: 'Where the visit came from',
    landingPage: 'Landing page',
    referrer: 'Referrer',
    clickIds: 'Ad click ids',
    stage: 'Stage',
    owner: 'Owner',
    pipeline: 'Pipeline',
    stages: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won' },
    save: 'Save changes',
    saved: 'Changes saved.',
    note: 'New note',
    addNote: 'Add note',
    noteAdded: 'Note added.',
    timeline: 'Timeline',
    noteEvent: 'Note',
    stageEvent: (from: string, to: string) => `Stage changed from ${from} to ${to}`,
    assignedEvent: (to: string) => `Assigned to ${to}`,
    close: 'Close',
    showTable: 'Show as table',
    wonCampaigns: 'Top campaigns: By won leads',
    exportCsv: 'Export CSV',
    csv: { name: 'Name', stage: 'Stage', owner: 'Owner' },
    notes: [
      'Called him back: 40 staff, two branches, still on spreadsheets.',
      'Budget approved; demo went well.',
      'Contract signed for Odoo 19.',
    ],
  },
  ar: {
    screen: '/ar/admin',
    heading: 'العملاء المحتملون',
    twoLeads: 'عميلان محتملان',
    sources: { popup: 'نافذة الاستشارة', contact: 'نموذج التواصل' },
    view: (name: string) => `عرض العميل المحتمل ${name}`,
    lead: (name: string) => `العميل المحتمل: ${name}`,
    origin: 'مصدر الزيارة',
    landingPage: 'صفحة الهبوط',
    referrer: 'الموقع المُحيل',
    clickIds: 'معرّفات النقر الإعلاني',
    stage: 'المرحلة',
    owner: 'المسؤول',
    pipeline: 'مسار الصفقة',
    stages: { new: 'جديد', contacted: 'تم التواصل', qualified: 'مؤهَّل', won: 'صفقة مكسوبة' },
    save: 'حفظ التغييرات',
    saved: 'حُفظت التغييرات.',
    note: 'ملاحظة جديدة',
    addNote: 'إضافة الملاحظة',
    noteAdded: 'أُضيفت الملاحظة.',
    timeline: 'سجل العميل المحتمل',
    noteEvent: 'ملاحظة',
    stageEvent: (from: string, to: string) => `نقل المرحلة من «${from}» إلى «${to}»`,
    assignedEvent: (to: string) => `إسناده إلى ${to}`,
    close: 'إغلاق',
    showTable: 'اعرضوها جدولًا',
    wonCampaigns: 'أبرز الحملات: حسب الصفقات المكسوبة',
    exportCsv: 'تصدير CSV',
    csv: { name: 'الاسم', stage: 'المرحلة', owner: 'المسؤول' },
    notes: [
      'تواصلنا معه: 40 موظفًا وفرعان، وما زالوا يعملون على جداول البيانات.',
      'اعتُمدت الميزانية وكان العرض التوضيحي موفقًا.',
      'وُقّع العقد على Odoo 19.',
    ],
  },
} as const;

type Words = (typeof words)[keyof typeof words];

interface Visitor {
  name: string;
  phone: string;
}

/** Types each field's text key by key, spreading TYPING_MS over all of them as a person's typing. */
async function typeLikeAPerson(fields: Array<[Locator, string]>) {
  const keys = fields.reduce((sum, [, text]) => sum + [...text].length, 0);
  const delay = Math.ceil(TYPING_MS / keys);
  for (const [field, text] of fields) await field.pressSequentially(text, { delay });
}

async function linkInHeader(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
}

/** Clicks the ad on a search results page, reads About and Contact, and sends the popup there. */
async function visitorFromAnAd(browser: Browser, baseURL: string, visitor: Visitor, campaign: string) {
  const context = await browser.newContext();
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  // The ad sits on another site's page, so the click sends that site as the referrer, through the
  // ads address's redirect too (a referer given to goto would not survive the redirect).
  await context.route(`${AD_REFERRER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<title>Results</title><a href="${baseURL}${adUrl(campaign)}">Odoo partner in Riyadh</a>`,
    }),
  );
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${AD_REFERRER}/results?q=odoo+partner+riyadh`);
  await page.getByRole('link', { name: 'Odoo partner in Riyadh' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/odoo-saudi-arabia\\?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=X$`),
  );
  await linkInHeader(page, 'About');
  await expect(page).toHaveURL(/\/about$/);
  await linkInHeader(page, 'Contact');
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForFunction(() => window.__hydrated === true);

  await page.clock.fastForward(POPUP_DELAY_MS + 500);
  const dialog = page.getByRole('dialog');
  await typeLikeAPerson([
    [dialog.getByLabel('Your name'), visitor.name],
    [dialog.getByLabel('WhatsApp number'), visitor.phone],
  ]);
  await dialog.getByRole('button', { name: 'Open WhatsApp & Get Discount!' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request Received' })).toBeVisible();
  await context.close();
}

/** With JavaScript off: from a newsletter link to a blog article, then to Contact and its form. */
async function newsletterReaderWithoutJavaScript(browser: Browser, visitor: Visitor & { email: string }) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${ARTICLE}?utm_source=newsletter`, { referer: `${NEWSLETTER_REFERRER}/inbox/42` });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Odoo 19');
  await linkInHeader(page, 'Contact');
  await expect(page).toHaveURL(/\/contact$/);
  await typeLikeAPerson([
    [page.getByLabel('Your Name'), visitor.name],
    [page.getByLabel('Email Address'), visitor.email],
    [page.getByLabel('Phone Number'), visitor.phone],
    [page.getByLabel('Message', { exact: true }), 'Please send us your Odoo 19 prices for two branches.'],
  ]);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
  await context.close();
}

/** The won leads of a campaign, read from the dashboard chart's table ("Show as table") on the
 * dashboard's own screen, opened beside the inbox so the inbox stays as it is; 0 when not listed. */
async function wonLeadsOf(inbox: Page, w: Words, campaign: string): Promise<number> {
  const page = await inbox.context().newPage();
  await page.goto(`${w.screen}?dashboard`);
  try {
    return await wonLeadsOn(page, w, campaign);
  } finally {
    await page.close();
  }
}

async function wonLeadsOn(page: Page, w: Words, campaign: string): Promise<number> {
  const table = page.getByRole('table', { name: w.wonCampaigns });
  await page
    .getByRole('figure')
    .filter({ has: page.getByRole('table', { name: w.wonCampaigns, includeHidden: true }) })
    .getByText(w.showTable)
    .click();
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: campaign, exact: true }) });
  return (await row.count()) ? Number(await row.getByRole('cell').last().textContent()) : 0;
}

/** Every row of an exported CSV as header → value (every cell is quoted; "" is a quote). */
function csvRecords(text: string): Array<Record<string, string>> {
  const rows: string[][] = [[]];
  for (const [, cell, end] of text.replace(/^\uFEFF/, '').matchAll(/"((?:[^"]|"")*)"(,|\r\n|$)/g)) {
    rows.at(-1)!.push(cell!.replace(/""/g, '"'));
    if (end !== ',') rows.push([]);
  }
  const [header, ...records] = rows.filter((row) => row.length);
  return records.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index] ?? ''])));
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`the sales pipeline, the team working in ${locale === 'en' ? 'English' : 'Arabic'}`, () => {
    const w: Words = words[locale];
    // Each worker's own: two workers making one account at once would collide.
    const seller = { username: `seller-${locale}-${Date.now()}`, password: 'Playwright-sells-Odoo-42' };
    const colleague = { username: `delivery-${locale}-${Date.now()}`, password: 'Playwright-delivers-Odoo-42' };

    test.beforeAll(() => {
      createAdmin(seller);
      createAdmin(colleague);
    });

    test('two visitors become leads; the admin finds where each came from, wins one and sees it on the dashboard and in the CSV', async ({
      page,
      browser,
      baseURL,
    }) => {
      const marker = `${locale.toUpperCase()}${Date.now().toString(36)}${test.info().workerIndex}`;
      const campaign = `riyadh-q1-${marker.toLowerCase()}`;
      const adVisitor = {
        name: `${locale === 'en' ? 'Faisal Al-Qahtani' : 'فيصل القحطاني'} ${marker}`,
        phone: locale === 'en' ? '0501230101' : '0501230201',
      };
      const reader = {
        name: `${locale === 'en' ? 'Sara Al-Otaibi' : 'سارة العتيبي'} ${marker}`,
        phone: locale === 'en' ? '+966 55 123 0102' : '+966 55 123 0202',
        email: `reader-${locale}@example.com`,
      };

      await test.step('a visitor from a Google ad reads two pages and sends the popup', () =>
        visitorFromAnAd(browser, baseURL!, adVisitor, campaign));
      await test.step('a newsletter reader without JavaScript sends the contact form', () =>
        newsletterReaderWithoutJavaScript(browser, reader));

      await signIn(page, seller, { locale });
      const wonBefore = await test.step('the dashboard before the sale', () => wonLeadsOf(page, w, campaign));

      await test.step('both leads are in the inbox with their source and campaign', async () => {
        const search = await inboxSearch(page, locale);
        await search.fill(marker);
        await search.press('Enter');
        await expect(page.getByText(w.twoLeads, { exact: true })).toBeVisible();
        const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
        await expect(rowOf(adVisitor.name).getByRole('cell', { name: `${w.sources.popup} ${campaign}` })).toBeVisible();
        await expect(rowOf(reader.name).getByRole('cell', { name: w.sources.contact, exact: true })).toBeVisible();
      });

      const origin = (lead: Locator) => lead.getByRole('region', { name: w.origin });
      await test.step('the newsletter lead shows its article and utm_source', async () => {
        await page.getByRole('button', { name: w.view(reader.name) }).click();
        const lead = page.getByRole('dialog', { name: w.lead(reader.name) });
        await expect(origin(lead)).toMatchAriaSnapshot(`
          - term: ${JSON.stringify(w.landingPage)}
          - definition: ${JSON.stringify(ARTICLE)}
          - term: ${JSON.stringify(w.referrer)}
          - definition: ${JSON.stringify(NEWSLETTER_REFERRER)}
          - term: utm_source
          - definition: newsletter
        `);
        await lead.getByRole('button', { name: w.close }).last().click();
        await expect(lead).toBeHidden();
      });

      const lead = page.getByRole('dialog', { name: w.lead(adVisitor.name) });
      await test.step('the ad lead shows its campaign, landing page and the referring site', async () => {
        await page.getByRole('button', { name: w.view(adVisitor.name) }).click();
        await expect(page).toHaveURL(/[?&]lead=\d+$/);
        await expect(origin(lead)).toMatchAriaSnapshot(`
          - term: ${JSON.stringify(w.landingPage)}
          - definition: ${JSON.stringify('/odoo-saudi-arabia')}
          - term: ${JSON.stringify(w.referrer)}
          - definition: ${JSON.stringify(AD_REFERRER)}
          - term: utm_source
          - definition: google
          - term: utm_medium
          - definition: cpc
          - term: utm_campaign
          - definition: ${campaign}
          - term: ${JSON.stringify(w.clickIds)}
          - definition: gclid=X
        `);
      });

      await test.step('the admin works it from contacted to won, with a note at each step, and hands it over', async () => {
        // The lead's stage and owner, in its Pipeline form (its activities have an assignee of their own).
        const pipeline = lead
          .locator('form')
          .filter({ has: page.getByRole('heading', { name: w.pipeline, exact: true }) });
        const moveTo = async (stage: 'contacted' | 'qualified' | 'won', note: string, owner?: string) => {
          await pipeline.getByLabel(w.stage, { exact: true }).selectOption({ label: w.stages[stage] });
          if (owner) await pipeline.getByLabel(w.owner, { exact: true }).selectOption({ label: owner });
          await lead.getByRole('button', { name: w.save }).click();
          await expect(lead.getByText(w.saved)).toBeVisible();
          await lead.getByLabel(w.note).fill(note);
          await lead.getByRole('button', { name: w.addNote }).click();
          await expect(lead.getByText(w.noteAdded)).toBeVisible();
        };
        await moveTo('contacted', w.notes[0]);
        await moveTo('qualified', w.notes[1], colleague.username);
        await moveTo('won', w.notes[2]);

        const timeline = lead.getByRole('region', { name: w.timeline });
        const entry = (what: string) => timeline.getByRole('listitem').filter({ hasText: what });
        for (const what of [
          w.stageEvent(w.stages.new, w.stages.contacted),
          w.stageEvent(w.stages.contacted, w.stages.qualified),
          w.stageEvent(w.stages.qualified, w.stages.won),
          w.assignedEvent(colleague.username),
          ...w.notes,
        ])
          await expect(entry(what)).toContainText(seller.username);
        for (const note of w.notes) await expect(entry(note)).toContainText(w.noteEvent);
        await lead.getByRole('button', { name: w.close }).last().click();
        await expect(lead).toBeHidden();
      });

      await test.step("the dashboard counts the sale for the ad's campaign", async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
        expect(await wonLeadsOf(page, w, campaign)).toBe(wonBefore + 1);
      });

      await test.step('the CSV export has the won lead with its owner, campaign and click id', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: w.exportCsv }).click(),
        ]);
        const records = csvRecords(readFileSync(await download.path(), 'utf8'));
        expect(records.find((record) => record[w.csv.name] === adVisitor.name)).toMatchObject({
          // Written in the exporting admin's language, as the screens show it.
          [w.csv.stage]: w.stages.won,
          [w.csv.owner]: colleague.username,
          utm_campaign: campaign,
          gclid: 'X',
        });
      });
    });
  });
}
