// Signing in from API tests: the session cookie pair (sid and its signature) as one Cookie header.
import type Koa from 'koa';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { AdminUser } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import type { AdminRole } from '../../site/admin-roles.js';
import { TEST_SITE_URL } from './app.js';

export const ADMIN_PASSWORD = 'Correct-Horse-Battery-9';

export function cookieHeader(setCookie: string[] | string | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

export function login(app: Koa, username: string, password = ADMIN_PASSWORD, ip?: string) {
  const req = request(app.callback()).post('/api/auth/login').set('Origin', TEST_SITE_URL);
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send({ username, password });
}

export async function sessionCookie(app: Koa, username: string, ip?: string): Promise<string> {
  const res = await login(app, username, ADMIN_PASSWORD, ip);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return cookieHeader(res.headers['set-cookie']);
}

/** An admin with the given role (the CLI and the browser make owners unless told otherwise). */
export async function createAdminWithRole(
  db: DataSource,
  username: string,
  role: AdminRole,
  password = ADMIN_PASSWORD,
): Promise<AdminUser> {
  return createAdmin(db, username, password, role);
}
