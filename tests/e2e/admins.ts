// Admin accounts for end-to-end specs: made with the command an operator uses (`npm run admin --
// create`, password on stdin) in the shared test server's database, and signed in through the real
// form in either language.
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

export type AdminRole = 'owner' | 'sales' | 'viewer';

export interface AdminAccount {
  username: string;
  password: string;
}

/**
 * Creates the account unless this run already has it: a worker started again after a failure runs
 * its spec's `beforeAll` again, and the account it made the first time is still there.
 */
export function createAdmin(account: AdminAccount, role: AdminRole = 'owner', databaseUrl = sharedDatabase()) {
  try {
    execFileSync('npx', ['tsx', 'server/cli/admin.ts', 'create', account.username, '--role', role], {
      input: `${account.password}\n`,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
  } catch (error) {
    const said = String((error as { stderr?: Buffer }).stderr ?? '');
    if (!/already exists/i.test(said)) throw error;
  }
}

const sharedDatabase = () => `sqlite:${process.env.E2E_DATABASE}`;

/** The sign-in form's words, as an admin in each language reads them. */
export const SIGN_IN_FORM = {
  en: { path: '/admin', username: 'Username', password: 'Password', button: 'Sign in', inbox: 'Leads' },
  ar: { path: '/ar/admin', username: 'اسم المستخدم', password: 'كلمة المرور', button: 'تسجيل الدخول', inbox: 'العملاء المحتملون' },
} as const;

/**
 * Signs in through the form at /admin (or /ar/admin) of `origin` (the shared server when empty) and
 * waits for the inbox, unless `expectInbox` is false (a second step or a refusal comes next).
 */
export async function signIn(
  page: Page,
  account: AdminAccount,
  { locale = 'en', origin = '', expectInbox = true }: { locale?: 'en' | 'ar'; origin?: string; expectInbox?: boolean } = {},
) {
  const form = SIGN_IN_FORM[locale];
  await page.goto(`${origin}${form.path}`);
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel(form.username).fill(account.username);
  await page.getByLabel(form.password).fill(account.password);
  await page.getByRole('button', { name: form.button }).click();
  if (expectInbox) await expect(page.getByRole('heading', { level: 1, name: form.inbox })).toBeVisible();
}
