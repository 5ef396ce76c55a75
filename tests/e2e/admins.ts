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
    // Made by this run before, or by another worker at the same moment (the database's unique key).
    if (!/already exists|UNIQUE constraint|Duplicate entry/i.test(said)) throw error;
  }
}

const sharedDatabase = () => `sqlite:${process.env.E2E_DATABASE}`;

/** The sign-in form's words, as an admin in each language reads them. */
export const SIGN_IN_FORM = {
  en: { path: '/admin', username: 'Username', password: 'Password', button: 'Sign in', inbox: 'Leads' },
  ar: {
    path: '/ar/admin',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    button: 'تسجيل الدخول',
    inbox: 'العملاء المحتملون',
  },
} as const;

interface SignInOptions {
  locale?: 'en' | 'ar';
  /** Another server than the shared one (a spec's own). */
  origin?: string;
  /** Where the form is opened, when not the locale's /admin (a screen in the address, `?lang=`). */
  path?: string;
  /** False when a second step or a refusal comes next instead of the inbox. */
  expectInbox?: boolean;
}

/** Signs in through the admin's own form in `locale` and, unless told otherwise, waits for the inbox. */
export async function signIn(
  page: Page,
  account: AdminAccount,
  { locale = 'en', origin = '', path, expectInbox = true }: SignInOptions = {},
) {
  const form = SIGN_IN_FORM[locale];
  await page.goto(`${origin}${path ?? form.path}`);
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel(form.username).fill(account.username);
  await page.getByLabel(form.password).fill(account.password);
  await page.getByRole('button', { name: form.button }).click();
  if (expectInbox) await expect(page.getByRole('heading', { level: 1, name: form.inbox })).toBeVisible();
}

const SEARCH_LABEL = { en: /Search/, ar: /بحث/ } as const;

/**
 * The inbox's search box, shown: on a phone the filters sit behind a "Filters" disclosure, opened
 * here when closed.
 */
export async function inboxSearch(page: Page, locale: 'en' | 'ar' = 'en') {
  const search = page.getByLabel(SEARCH_LABEL[locale]);
  await expect(search).toBeAttached();
  const disclosure = page.locator('details:has(form[role=search])');
  if ((await disclosure.count()) && !(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open)))
    await disclosure.locator('summary').first().click();
  await expect(search).toBeVisible();
  return search;
}
