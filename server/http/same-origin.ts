// State-changing calls must come from our own pages: a present Origin header has to
// match the request's own origin (as seen through TRUST_PROXY hops) or SITE_URL's.
import type { Context } from 'koa';

export function isSameOrigin(ctx: Context, siteUrl: string): boolean {
  const origin = ctx.get('Origin');
  if (!origin) {
    // Browsers always send Origin on cross-site POSTs; a missing one is a same-site navigation or a
    // non-browser client, which a CSRF attack cannot be. Sec-Fetch-Site still rules out cross-site.
    return ctx.get('Sec-Fetch-Site') !== 'cross-site';
  }
  // Built from Host, not ctx.origin (which Koa may take from the Origin header itself).
  return origin === `${ctx.protocol}://${ctx.host}` || origin === new URL(siteUrl).origin;
}
