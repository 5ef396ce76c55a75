// The owner's dashboard in both languages: after leads of a campaign of this run are won with values
// set by a salesperson account of this run, the won value by campaign and the salesperson's row read
// the expected riyals. Other specs' leads share the server, so only this run's rows are read.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAdmin, signIn } from './admins.js';

const HUMAN_FILL_MS = 10_000;

const WORDS = {
  en: { path: '/admin?dashboard&weeks=4', byCampaign: 'Won value by campaign', people: 'Salespeople', currency: 'SAR' },
  ar: {
    path: '/ar/admin?dashboard&weeks=4',
    byCampaign: 'قيمة الصفقات المكسوبة حسب الحملة',
    people: 'فريق المبيعات',
    currency: 'ر.س',
  },
} as const;

async function postLead(request: APIRequestContext, baseURL: string, name: string, campaign: string, phone: string) {
  const posted = await request.post('/api/contact-submissions', {
    headers: { Origin: baseURL },
    data: {
      name,
      phone,
      service: 'WhatsApp Quote Request - Activity Popup',
      message: 'A quote for our ERP, please.',
      elapsedMs: HUMAN_FILL_MS,
      attribution: { utmCampaign: campaign, utmSource: 'google', landingPath: '/services' },
    },
  });
  expect(posted.status()).toBe(201);
}

for (const locale of ['en', 'ar'] as const) {
  test(`the dashboard shows this run's campaign and salesperson in riyals (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const run = `${locale}${Date.now().toString(36)}`;
    const owner = { username: `h3owner${run}`, password: 'dashboard-owner-password-1' };
    const seller = { username: `h3sales${run}`, password: 'dashboard-seller-password-1' };
    createAdmin(owner, 'owner');
    createAdmin(seller, 'sales');
    const campaign = `dash-${run}`;
    const deals = [
      { name: `Dash ${run} one`, stage: 'won', valueSar: 300_000, phone: '0501230001' },
      { name: `Dash ${run} two`, stage: 'won', valueSar: 120_000, phone: '0501230002' },
      { name: `Dash ${run} three`, stage: 'proposal', valueSar: 50_000, phone: '0501230003' },
    ];
    for (const deal of deals) await postLead(request, baseURL!, deal.name, campaign, deal.phone);

    await signIn(page, owner, { locale });
    const { owners } = (await (await page.request.get('/api/admin/owners')).json()) as {
      owners: Array<{ id: number; username: string }>;
    };
    const sellerId = owners.find((entry) => entry.username === seller.username)!.id;
    for (const deal of deals) {
      const found = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(deal.name)}`);
      const [lead] = (await found.json()).items as Array<{ id: number; version: number }>;
      const saved = await page.request.patch(`/api/admin/leads/${lead!.id}`, {
        headers: { Origin: baseURL! },
        data: { version: lead!.version, stage: deal.stage, valueSar: deal.valueSar, ownerId: sellerId },
      });
      expect(saved.status()).toBe(200);
    }

    const w = WORDS[locale];
    await page.goto(w.path);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const byCampaign = page.locator('section').filter({ has: page.getByRole('heading', { name: w.byCampaign }) });
    const campaignRow = byCampaign.getByRole('row').filter({ hasText: campaign });
    await expect(campaignRow).toContainText('420,000');
    await expect(campaignRow).toContainText(w.currency);
    await expect(campaignRow.getByRole('cell').first()).toHaveText('2');

    const people = page.locator('section').filter({ has: page.getByRole('heading', { name: w.people }) });
    const sellerRow = people.getByRole('row').filter({ hasText: seller.username });
    await expect(sellerRow).toContainText('420,000');
    await expect(sellerRow.getByRole('cell').first()).toHaveText('3');
  });
}
