// What each role sees in Chromium: accounts made with npm run admin -- create --role; a viewer reads
// the inbox and a lead (its stage, owner and follow-up as text) with no control to change, export,
// delete or erase anything and no SEO check; a sales admin works the lead (stage saved) but exports
// and deletes nothing.
import { expect, test, type Page } from '@playwright/test';
import { createAdmin, signIn } from './admins.js';

const PASSWORD = 'Roles-are-checked-on-the-server-7';
const LEAD_NAME = `E2E Role Lead ${Date.now()}`;

const VIEWER = { username: 'e2e-viewer', password: PASSWORD };
const SALES = { username: 'e2e-sales', password: PASSWORD };

async function openLead(page: Page) {
  await page.getByLabel(/Search/).fill(LEAD_NAME);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('button', { name: `View lead from ${LEAD_NAME}` }).click();
  return page.getByRole('dialog', { name: `Lead from ${LEAD_NAME}` });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  createAdmin(VIEWER, 'viewer');
  createAdmin(SALES, 'sales');
  // A visitor's lead through the contact popup, filled in at a person's pace (faster is spam).
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  await page.clock.install();
  await page.goto('/');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.clock.fastForward(10_500);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill(LEAD_NAME);
  await dialog.getByLabel('WhatsApp number').fill('0501112233');
  await page.clock.fastForward(10_000);
  await dialog.getByRole('button', { name: 'Open WhatsApp & Get Discount!' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request Received' })).toBeVisible();
  await visitor.close();
});

test('a viewer reads leads and changes nothing', async ({ page }) => {
  await signIn(page, VIEWER);
  await expect(page.getByText('(Viewer)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'SEO check' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Erase a person’s data' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Activity log' })).toHaveCount(0);

  const lead = await openLead(page);
  await expect(lead.getByRole('heading', { name: 'Pipeline' })).toBeVisible();
  await expect(lead.getByText('New', { exact: true })).toBeVisible();
  await expect(lead.getByRole('combobox')).toHaveCount(0);
  await expect(lead.getByLabel('New note')).toHaveCount(0);
  await expect(lead.getByRole('button', { name: 'Delete lead' })).toHaveCount(0);

  await page.goto('/schema-validation');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a sales admin works a lead but exports and deletes nothing', async ({ page }) => {
  await signIn(page, SALES);
  await expect(page.getByText('(Sales)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'SEO check' })).toHaveCount(0);

  const lead = await openLead(page);
  await lead.getByLabel('Stage', { exact: true }).selectOption('contacted');
  await lead.getByRole('button', { name: 'Save changes' }).click();
  await expect(lead.getByText('Changes saved.')).toBeVisible();
  await expect(lead.getByRole('button', { name: 'Delete lead' })).toHaveCount(0);
});
