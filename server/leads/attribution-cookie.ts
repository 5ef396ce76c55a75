// First-party attribution beside the cached pages. A public page is the same bytes for every
// visitor, so nothing about the visit can be written into it; instead, a page visit that arrives
// with campaign parameters or click ids, or from another site, gets one cookie holding that visit's
// attribution (site/pipeline/attribution-of-visit.ts): HttpOnly, SameSite=Lax, Secure over HTTPS,
// for 30 days. The last such visit wins; a plain visit from within the site leaves it alone. The
// lead endpoints read it back (leadAttributionOf) and store it with the lead. It goes to no third
// party, and the privacy notice says what it holds.
import type { Context, Middleware } from 'koa';
import {
  attributionFromUntrusted,
  attributionOfVisit,
  cleanAttributionValue,
  hasAttribution,
} from '../../site/pipeline/attribution-of-visit.js';
import type { Attribution } from '../../site/pipeline/attribution.js';
import type { LeadPageOf } from './lead-page.js';

export const ATTRIBUTION_COOKIE = 'visit-attribution';
export const ATTRIBUTION_COOKIE_DAYS = 30;
const MAX_AGE_MS = ATTRIBUTION_COOKIE_DAYS * 24 * 60 * 60 * 1000;
// Browsers drop a cookie over 4 KB whole; the name and attributes take the rest.
const VALUE_BUDGET = 3800;

/** base64url JSON of the fields that have a value; values are cut further until it fits a cookie. */
export function encodeAttribution(attribution: Attribution): string {
  let entries = Object.entries(attribution).filter(([, value]) => value !== null) as Array<[string, string]>;
  let encoded = Buffer.from(JSON.stringify(Object.fromEntries(entries))).toString('base64url');
  // Only values of hundreds of non-Latin characters get here: shorten the longest until it fits.
  while (encoded.length > VALUE_BUDGET) {
    const longest = entries.reduce((a, b) => (b[1].length > a[1].length ? b : a));
    entries = entries.map(([key, value]) =>
      key === longest[0]
        ? [key, cleanAttributionValue(value, Math.floor(Array.from(value).length * 0.8)) ?? '']
        : [key, value],
    );
    encoded = Buffer.from(JSON.stringify(Object.fromEntries(entries))).toString('base64url');
  }
  return encoded;
}

/** What a cookie holds, checked field by field like any text a client sent; null when it holds nothing usable. */
export function decodeAttribution(value: string | undefined): Attribution | null {
  if (!value || value.length > VALUE_BUDGET) return null;
  try {
    const attribution = attributionFromUntrusted(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return hasAttribution(attribution) ? attribution : null;
  } catch {
    return null;
  }
}

/** The attribution of the visit that brought the visitor, from their cookie; null when there is none. */
export const cookieAttributionOf = (ctx: Context): Attribution | null =>
  decodeAttribution(ctx.cookies.get(ATTRIBUTION_COOKIE));

/**
 * Before the page cache: after a page of the site is answered (200, or 304 to a browser that has
 * it), a campaign touch sets the cookie. The page's bytes are untouched; an answer that now sets a
 * cookie is marked private, so no shared cache keeps one visitor's cookie for the next.
 */
export function visitAttribution(siteUrl: string, pageOf: LeadPageOf): Middleware {
  const siteOrigin = new URL(siteUrl).origin;
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' || (ctx.status !== 200 && ctx.status !== 304)) return;
    if (!pageOf(ctx.path) || !ctx.response.is('html')) return;
    const attribution = attributionOfVisit({
      path: ctx.path,
      search: new URLSearchParams(ctx.querystring),
      referrer: ctx.get('Referer'),
      ownOrigins: [siteOrigin, ctx.origin],
    });
    if (!attribution) return;
    ctx.cookies.set(ATTRIBUTION_COOKIE, encodeAttribution(attribution), {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      maxAge: MAX_AGE_MS,
      overwrite: true,
      signed: false,
    });
    if (!/\bno-store\b/.test(ctx.response.get('Cache-Control')))
      ctx.set('Cache-Control', 'private, max-age=0, must-revalidate');
  };
}
