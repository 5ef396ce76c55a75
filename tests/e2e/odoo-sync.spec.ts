// Odoo as the record, seen by an owner: a lead delivered to Odoo and won there shows, after "Refresh
// from Odoo", as won with Odoo's stage and salesperson, its stage select locked; the Conversions
// screen names the ad platforms' conversions and downloads Google Ads' import file. In English and
// Arabic, against the Odoo stand-in, on a server of its own.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { OdooStandIn } from '../helpers/odoo-stand-in.js';
import { signIn as signInAs } from './admins.js';
import { startServerWithOdoo } from './odoo-own-server.js';
import type { OwnServer } from './own-server.js';

const PASSWORD = 'Odoo-is-the-record-now-73';
// Where a developer looks at the screens this spec walks through (not committed).
const SHOTS = process.env.SCREENSHOT_DIR;
let server: OwnServer;
let origin: string;
let odoo: OdooStandIn;

const signIn = (page: Page, username: string, locale: 'en' | 'ar') =>
  signInAs(page, { username, password: PASSWORD }, { origin, locale });

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async () => {
  ({ server, odoo } = await startServerWithOdoo(61));
  origin = server.origin;
  for (const username of ['e2e-sync', 'e2e-sync-ar']) server.createAdmin(username, PASSWORD);
  const answer = await fetch(`${origin}/api/contact-submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({
      name: 'Won In Odoo',
      phone: '0501234567',
      company: 'Al Noor Trading',
      service: 'Odoo implementation',
      message: 'Three branches, ZATCA and POS.',
      elapsedMs: 12_000,
      attribution: { gclid: 'Cj0KCQiA-e2e' },
    }),
  });
  expect(answer.status).toBe(201);
  await expect.poll(() => odoo.records.get('crm.lead')!.length, { timeout: 30_000 }).toBe(1);
  const [record] = odoo.records.get('crm.lead')!;
  odoo.writeLeads([record!.id], {
    stage_id: [4, 'Won'],
    probability: 100,
    user_id: [7, 'Sara Al-Qahtani'],
    expected_revenue: 250_000,
  });
});
test.afterAll(async () => {
  server?.stop();
  await odoo?.close();
});

test('a lead won in Odoo shows as won with Odoo’s stage and salesperson after Refresh from Odoo, in English and Arabic', async ({
  page,
}) => {
  await signIn(page, 'e2e-sync', 'en');
  await page.getByRole('button', { name: 'View lead from Won In Odoo' }).click();
  const dialog = page.getByRole('dialog');
  const odooPart = dialog.getByRole('region', { name: 'Odoo CRM' });
  await expect(odooPart).toContainText(/In Odoo as lead #\d+\./);
  await odooPart.getByRole('button', { name: 'Refresh from Odoo' }).click();
  await expect(odooPart).toContainText('Won');
  await expect(odooPart).toContainText('Sara Al-Qahtani');
  await expect(odooPart).toContainText('This lead is worked in Odoo');
  await expect(dialog.getByLabel('Stage')).toHaveValue('won');
  await expect(dialog.getByLabel('Stage')).toBeDisabled();
  await dialog.getByRole('region', { name: 'Odoo CRM' }).scrollIntoViewIfNeeded();
  await shoot(page, 'lead-in-odoo-en', false);

  const context = await page.context().browser()!.newContext();
  const arabic = await context.newPage();
  await signIn(arabic, 'e2e-sync-ar', 'ar');
  await arabic.getByRole('button', { name: 'عرض العميل المحتمل Won In Odoo' }).click();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicPart = arabic.getByRole('dialog').getByRole('region', { name: 'إدارة علاقات العملاء في أودو' });
  await expect(arabicPart).toContainText('مندوب المبيعات');
  await expect(arabicPart).toContainText('Sara Al-Qahtani');
  await expect(arabicPart.getByRole('button', { name: 'تحديث من أودو' })).toBeVisible();
  await arabicPart.scrollIntoViewIfNeeded();
  await shoot(arabic, 'lead-in-odoo-ar', false);
  const violations = (
    await new AxeBuilder({ page: arabic }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  ).violations;
  expect(violations.map((v) => v.id)).toEqual([]);
  await context.close();
});

test('an owner names the conversion and downloads Google Ads’ import file from the Conversions screen', async ({
  page,
}) => {
  await signIn(page, 'e2e-sync', 'en');
  await page.getByRole('link', { name: 'Conversions' }).click();
  await expect(page.getByRole('heading', { name: 'Offline conversions' })).toBeVisible();
  await page.getByLabel('Google Ads conversion name').fill('Website deal won');
  await page.getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByLabel('Won from').fill('2020-01-01');
  await shoot(page, 'conversions-en');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe('Parameters:TimeZone=+0300');
  expect(csv).toContain('Cj0KCQiA-e2e,Website deal won,');

  const context = await page.context().browser()!.newContext();
  const arabic = await context.newPage();
  await signIn(arabic, 'e2e-sync-ar', 'ar');
  await arabic.getByRole('link', { name: 'التحويلات' }).click();
  await expect(arabic.getByRole('heading', { name: 'التحويلات غير المتصلة' })).toBeVisible();
  await shoot(arabic, 'conversions-ar');
  const violations = (await new AxeBuilder({ page: arabic }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;
  expect(violations.map((v) => v.id)).toEqual([]);
  await context.close();
});
