// The admin sees where a lead stands with the company's Odoo, in English and Arabic: a lead Odoo
// refused shows why and what to fix, Retry sends it once the fix is made, and a delivered lead links
// to its record in Odoo. The Odoo is the stand-in the API tests use (tests/helpers/odoo-stand-in.ts),
// on a server of its own set up with the four Odoo variables.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';

const PASSWORD = 'Odoo-leads-reach-the-crm-58';
const port = Number(process.env.E2E_PORT ?? 3100) + 60;
const origin = `http://localhost:${port}`;
const database = join(mkdtempSync(join(tmpdir(), 'site-e2e-odoo-')), 'site.sqlite');
let server: ChildProcess;
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

async function signIn(page: Page, username: string, words: { path: string; user: string; pass: string; go: string }) {
  await page.goto(`${origin}${words.path}`);
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel(words.user).fill(username);
  await page.getByLabel(words.pass).fill(PASSWORD);
  await page.getByRole('button', { name: words.go }).click();
}

test.beforeAll(async () => {
  odoo = await startOdooStandIn();
  server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'dist'}/server-node/index.mjs`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_REQUIRE_2FA: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      SITE_URL: origin,
      SESSION_SECRET: 'e2e-odoo-secret-that-is-long-enough-for-the-schema',
      LOG_LEVEL: 'error',
      ODOO_URL: odoo.url,
      ODOO_DB: STAND_IN_DB,
      ODOO_USER: STAND_IN_LOGIN,
      ODOO_API_KEY: STAND_IN_API_KEY,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  for (const username of ['e2e-odoo', 'e2e-odoo-ar'])
    execFileSync('npx', ['tsx', 'server/cli/admin.ts', 'create', username], {
      input: `${PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: `sqlite:${database}` },
      stdio: ['pipe', 'inherit', 'inherit'],
    });
});
test.afterAll(async () => {
  server?.kill('SIGTERM');
  await odoo?.close();
});

test('a lead Odoo refused says why; Retry sends it after the fix, and it links to its record, in English and Arabic', async ({
  page,
}) => {
  odoo.deniedModels.add('crm.lead');
  await sendLead('Refused By Odoo');
  await expect.poll(() => odoo.calls.some((call) => call.model === 'crm.lead'), { timeout: 10_000 }).toBe(true);

  await signIn(page, 'e2e-odoo', { path: '/admin', user: 'Username', pass: 'Password', go: 'Sign in' });
  await page.getByRole('button', { name: 'View lead from Refused By Odoo' }).click();
  const dialog = page.getByRole('dialog');
  const odooPart = dialog.getByRole('region', { name: 'Odoo CRM' });
  await expect(odooPart).toContainText('Not in Odoo yet: The Odoo user may not create leads.');
  await expect(odooPart.locator('p[dir="ltr"]')).toContainText("You are not allowed to access 'crm.lead'");

  odoo.deniedModels.clear();
  await odooPart.getByRole('button', { name: 'Retry now' }).click();
  // The answer says it is on its way; the record is in Odoo moments later, and the lead says so when reopened.
  await expect(odooPart).toContainText('On its way to Odoo');
  await expect.poll(() => odoo.records.get('crm.lead')!.length, { timeout: 10_000 }).toBe(1);
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
  await signIn(arabic, 'e2e-odoo-ar', {
    path: '/ar/admin',
    user: 'اسم المستخدم',
    pass: 'كلمة المرور',
    go: 'تسجيل الدخول',
  });
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
