// Where a lead came from, as a visitor's browser carries it: one visitor arrives on an ads address,
// reads two more pages and sends the popup; one who typed the address is still known by the page
// they started on; another, with JavaScript off, reaches a blog article
// from a newsletter link, goes to the contact page and sends the form. An admin then finds each lead
// (through the admin API) with its campaign, landing page and referring site.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './global-setup.js';

interface StoredLead {
  id: number;
  name: string;
  pagePath: string | null;
  spamReason: string | null;
  attribution: Record<string, string | null>;
}

/** The lead named `name`, as an admin reads it (GET /api/admin/leads/:id), in the inbox or in Spam. */
async function storedLead(request: APIRequestContext, baseURL: string, name: string): Promise<StoredLead> {
  const signIn = await request.post('/api/auth/login', {
    headers: { Origin: baseURL },
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  for (const view of ['inbox', 'spam']) {
    const list = await request.get(`/api/admin/leads?view=${view}&q=${encodeURIComponent(name)}`);
    expect(list.status()).toBe(200);
    const found = ((await list.json()) as { items: Array<{ id: number }> }).items[0];
    if (found) return (await (await request.get(`/api/admin/leads/${found.id}`)).json()) as StoredLead;
  }
  throw new Error(`No lead named ${name}`);
}

/** The popup opens 10 s after the page loaded, on the page shown then; filled at a person's pace. */
async function sendPopupOnceOpen(page: Page, name: string, phone: string) {
  await page.clock.fastForward(10_500);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('WhatsApp number').fill(phone);
  await page.clock.fastForward(8_000);
  await dialog.getByRole('button', { name: 'Open WhatsApp & Get Discount!' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request Received' })).toBeVisible();
}

async function linkInHeader(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
}

// The popup opens WhatsApp in a new tab: answered here, so no test reaches the internet.
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
});

test('a visitor from an ad reads two pages and sends the popup: the lead keeps the campaign and the landing page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const name = `Ad Visitor ${Date.now()}`;
  // The ad sits on another site's page: the click sends that site as the referrer, through the redirect too.
  const ad = `${baseURL}/ads/odoo-saudi-arabia?utm_source=google&utm_medium=cpc&utm_campaign=riyadh-q1&gclid=X`;
  await context.route('http://search.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>Results</title><a href="${ad}">Odoo partner</a>` }),
  );
  await page.clock.install();
  await page.goto('http://search.example/results?q=odoo');
  await page.getByRole('link', { name: 'Odoo partner' }).click();
  await expect(page).toHaveURL(/\/odoo-saudi-arabia\?utm_source=google&utm_medium=cpc&utm_campaign=riyadh-q1&gclid=X$/);
  await page.waitForFunction(() => window.__hydrated === true);
  expect((await context.cookies()).find((cookie) => cookie.name === 'visit-attribution')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });

  await linkInHeader(page, 'About');
  await expect(page).toHaveURL(/\/about$/);
  await linkInHeader(page, 'Contact');
  await expect(page).toHaveURL(/\/contact$/);

  await sendPopupOnceOpen(page, name, '0501234567');

  const lead = await storedLead(request, baseURL!, name);
  expect(lead.pagePath).toBe('/contact');
  expect(lead.spamReason).toBeNull();
  expect(lead.attribution).toMatchObject({
    landingPath: '/odoo-saudi-arabia',
    referrerOrigin: 'http://search.example',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'riyadh-q1',
    gclid: 'X',
    fbclid: null,
  });
});

test('a visitor who typed the address reads on and sends the popup: the lead keeps the page they started on', async ({
  page,
  request,
  baseURL,
}) => {
  const name = `Direct Visitor ${Date.now()}`;
  await page.clock.install();
  // No campaign and no referrer: an address typed, a bookmark, a link in WhatsApp.
  await page.goto('/services');
  await page.waitForFunction(() => window.__hydrated === true);
  await linkInHeader(page, 'About');
  await expect(page).toHaveURL(/\/about$/);
  await page.reload();
  await page.waitForFunction(() => window.__hydrated === true);

  await sendPopupOnceOpen(page, name, '0501234568');

  const lead = await storedLead(request, baseURL!, name);
  expect(lead.pagePath).toBe('/about');
  expect(lead.attribution).toMatchObject({ landingPath: '/services', referrerOrigin: null, utmSource: null });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a newsletter reader sends the contact form from a blog article: the lead keeps the newsletter and the article', async ({
    page,
    request,
    baseURL,
  }) => {
    const name = `Newsletter Reader ${Date.now()}`;
    await page.goto('/blog/odoo-19-saudi-arabia?utm_source=newsletter&utm_medium=email', {
      referer: 'https://mail.example.net/inbox/42',
    });
    await linkInHeader(page, 'Contact');
    await expect(page).toHaveURL(/\/contact$/);
    // The first focus in the form asks the server to note the time (its :focus-within background).
    const [opened] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/form-opened?f=contact')),
      page.getByLabel('Your Name').fill(name),
    ]);
    expect(opened.status()).toBe(204);
    await page.getByLabel('Email Address').fill('reader@example.com');
    await page.getByLabel('Phone Number').fill('+966 55 123 4567');
    await page.getByLabel('Message', { exact: true }).fill('Please send us your Odoo 19 prices for two branches.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);

    const lead = await storedLead(request, baseURL!, name);
    expect(lead.pagePath).toBe('/contact');
    expect(lead.attribution).toMatchObject({
      landingPath: '/blog/odoo-19-saudi-arabia',
      referrerOrigin: 'https://mail.example.net',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      gclid: null,
    });
  });
});
