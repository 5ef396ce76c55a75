// The "device cookie" of OWASP's guidance on login throttling: a browser that has signed in to an
// account before carries a signed token naming that account. Its failed attempts are counted
// against that device alone, so strangers who exhaust the account's allowance for unknown clients
// (or share the owner's office address) cannot lock its owner out. The token holds no secret about
// the admin: the username, a random device id and an HMAC under the server's secret.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { hostCookieName } from '../http/cookie-name.js';
import { keyedHash } from '../config/keyed-hash.js';

export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

const cookieName = (ctx: Context) => hostCookieName(ctx, 'admin-device');

const signature = (secret: string, username: string, deviceId: string) =>
  keyedHash(secret, `admin-device\0${username}\0${deviceId}`);

/** The id of this browser's device token for `username`, or null when it has none (or a forged one). */
export function trustedDeviceId(ctx: Context, username: string, secret: string): string | null {
  const value = ctx.cookies.get(cookieName(ctx));
  if (!value) return null;
  const [encodedName, deviceId, mac] = value.split('.');
  if (!encodedName || !deviceId || !mac || Buffer.from(encodedName, 'base64url').toString() !== username) return null;
  const expected = Buffer.from(signature(secret, username, deviceId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

/** After a correct sign-in: keep (or start) this browser's device token for the account. */
export function rememberDevice(
  ctx: Context,
  username: string,
  secret: string,
  deviceId = randomBytes(16).toString('base64url'),
): void {
  const value = `${Buffer.from(username).toString('base64url')}.${deviceId}.${signature(secret, username, deviceId)}`;
  ctx.cookies.set(cookieName(ctx), value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    signed: false,
    overwrite: true,
  });
}
