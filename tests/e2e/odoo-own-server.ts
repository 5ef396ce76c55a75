// A spec's own server that delivers to (and reads back from) a fresh Odoo stand-in: the four Odoo
// variables set, and the shared test server left without an Odoo.
import type { Page } from '@playwright/test';
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';
import { startOwnServer, type OwnServer } from './own-server.js';

export async function startServerWithOdoo(offset: number): Promise<{ server: OwnServer; odoo: OdooStandIn }> {
  const odoo = await startOdooStandIn();
  const server = await startOwnServer(offset, {
    ADMIN_REQUIRE_2FA: '0',
    LOG_LEVEL: 'error',
    ODOO_URL: odoo.url,
    ODOO_DB: STAND_IN_DB,
    ODOO_USER: STAND_IN_LOGIN,
    ODOO_API_KEY: STAND_IN_API_KEY,
  });
  return { server, odoo };
}

/** The sign-in form's words in the language of `path` (the form itself, not its API). */
export interface SignInWords {
  path: string;
  user: string;
  pass: string;
  go: string;
}

export async function signInOn(page: Page, origin: string, username: string, password: string, words: SignInWords) {
  await page.goto(`${origin}${words.path}`);
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByLabel(words.user).fill(username);
  await page.getByLabel(words.pass).fill(password);
  await page.getByRole('button', { name: words.go }).click();
}
