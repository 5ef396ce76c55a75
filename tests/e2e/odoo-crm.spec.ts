// The admin sees where a lead stands with the company's Odoo, in English and Arabic: a lead Odoo
// refused shows why and what to fix, Retry sends it once the fix is made, and a delivered lead links
// to its record in Odoo. The Odoo is the stand-in the API tests use (tests/helpers/odoo-stand-in.ts),
// on a server of its own set up with the four Odoo variables.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { OdooStandIn } from '../helpers/odoo-stand-in.js';
import { signIn as signInAs } from './admins.js';
import { startServerWithOdoo } from './odoo-own-server.js';
import type { OwnServer } from './own-server.js';

const PASSWORD = 'Odoo-leads-reach-the-crm-58';
let server: OwnServer;
let origin: string;
let odoo: OdooStandIn;

async function sendLead(name: string): Promise<void> {
  const answer = await fetch(`${origin}/api/contact-submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({
      name,
      phone: '0501234567',
      company: 'Al Noor Trading',
      service: 'Odoo implementation',
      message: 'Three branches, ZATCA and POS.',
      elapsedMs: 12_000,
    }),
  });
  expect(answer.status).toBe(201);
}

const signIn = (page: Page, username: string, locale: 'en' | 'ar') =>
  signInAs(page, { username, password: PASSWORD }, { origin, locale });

test.beforeAll(async () => {
  ({ server, odoo } = await startServerWithOdoo(60));
  origin = server.origin;
  for (const username of ['e2e-odoo', 'e2e-odoo-ar']) server.createAdmin(username, PASSWORD);
});
test.afterAll(async () => {
  server?.stop();
  await odoo?.close();
});

test('a lead Odoo refused says why; Retry sends it after the fix, and it links to its record, in English and Arabic', async ({
  page,
}) => {
  odoo.deniedModels.add('crm.lead');
  await sendLead('Refused By Odoo');
  await expect.poll(() => odoo.calls.some((call) => call.model === 'crm.lead')).toBe(true);

  await signIn(page, 'e2e-odoo', 'en');
  await page.getByRole('button', { name: 'View lead from Refused By Odoo' }).click();
  const dialog = page.getByRole('dialog');
  const odooPart = dialog.getByRole('region', { name: 'Odoo CRM' });
  await expect(odooPart).toContainText('Not in Odoo yet: The Odoo user may not create leads.');
  await expect(odooPart.locator('p[dir="ltr"]')).toContainText("You are not allowed to access 'crm.lead'");

  odoo.deniedModels.clear();
  await odooPart.getByRole('button', { name: 'Retry now' }).click();
  // The answer says it is on its way; the record is in Odoo moments later, and the lead says so when reopened.
  await expect(odooPart).toContainText('On its way to Odoo');
  await expect.poll(() => odoo.records.get('crm.lead')!.length).toBe(1);
  // The open lead is in the address, so a reload opens it again, as Odoo now has it.
  expect(page.url()).toMatch(/[?&]lead=\d+/);
  await page.reload();
  await expect(odooPart).toContainText(/In Odoo as lead #\d+\./);
  const record = odoo.records.get('crm.lead')!.find((lead) => lead.contact_name === 'Refused By Odoo')!;
  await expect(odooPart.getByRole('link', { name: 'Open in Odoo' })).toHaveAttribute(
    'href',
    `${odoo.url}/web#id=${record.id}&model=crm.lead&view_type=form`,
  );

  const context = await page.context().browser()!.newContext();
  const arabic = await context.newPage();
  await signIn(arabic, 'e2e-odoo-ar', 'ar');
  await arabic.getByRole('button', { name: 'عرض العميل المحتمل Refused By Odoo' }).click();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicPart = arabic.getByRole('dialog').getByRole('region', { name: 'إدارة علاقات العملاء في أودو' });
  await expect(arabicPart).toContainText(`وصل إلى أودو برقم ${record.id}.`);
  await expect(arabicPart.getByRole('link', { name: 'فتحه في أودو' })).toBeVisible();
  const violations = (
    await new AxeBuilder({ page: arabic }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  ).violations;
  expect(violations.map((v) => v.id)).toEqual([]);
  await context.close();
});
