// The "device cookie" of OWASP's guidance on login throttling: a browser that has signed in to an
// account before carries a token naming that account. Its failed attempts are counted against that
// device alone, so strangers who exhaust the account's allowance for unknown clients (or share the
// owner's office address) cannot lock its owner out. The token holds no secret about the admin: the
// username and a random device id, signed with the app's keys (the ".sig" cookie beside it, as for
// the session cookie), so a token that was altered, or lacks its signature, counts as none.
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { hostCookieName } from '../http/cookie-name.js';

export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

const cookieName = (ctx: Context) => hostCookieName(ctx, 'admin-device');

/** The id of this browser's device token for `username`, or null when it has none (or a forged one). */
export function trustedDeviceId(ctx: Context, username: string): string | null {
  const value = ctx.cookies.get(cookieName(ctx), { signed: true });
  if (!value) return null;
  const [encodedName, deviceId, ...rest] = value.split('.');
  if (!encodedName || !deviceId || rest.length) return null;
  return Buffer.from(encodedName, 'base64url').toString() === username ? deviceId : null;
}

/** After a correct sign-in: keep (or start) this browser's device token for the account. */
export function rememberDevice(ctx: Context, username: string, deviceId = randomBytes(16).toString('base64url')): void {
  ctx.cookies.set(cookieName(ctx), `${Buffer.from(username).toString('base64url')}.${deviceId}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    signed: true,
    overwrite: true,
  });
}
