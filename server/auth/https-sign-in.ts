// With an https:// SITE_URL the admin cookies must be Secure and __Host- named, and the app gives
// them that only on a request it knows came over HTTPS (directly, or through a TRUST_PROXY proxy
// that says so). A sign-in seen as plain HTTP would hand out a session cookie a network attacker
// can read, so it is refused with the reason, rather than signed in with a weaker cookie.
import type { Context } from 'koa';
import { refusal } from '../http/errors.js';

export const HTTPS_REQUIRED =
  'Sign-in needs HTTPS: this site is set up for https:// (SITE_URL), but this request reached the server as plain HTTP. Open the admin at its https:// address; behind a proxy, set TRUST_PROXY to the proxy address so the server sees the HTTPS.';

export function assertHttpsSignIn(ctx: Context, siteUrl: string): void {
  if (siteUrl.startsWith('https://') && !ctx.secure) throw refusal(403, HTTPS_REQUIRED, undefined, 'https-required');
}
