// A visit's attribution from what the browser sent: the page's path and query and the Referer. The
// server reads it from each page request (server/leads/attribution-cookie.ts) and the browser from
// its own address and document.referrer (components/forms/visit-attribution.ts), with the same
// cleaning, so a value is stored the same whichever side saw it. Every value is text another party
// wrote (an ad platform, a newsletter tool, anyone who crafts a link): it is made one line without
// controls or bidi overrides, as visitor text is, and cut to its column's length, never refused.
import { isPathShaped } from '../page-path.js';
import { singleLine, withoutControls } from '../visitor-text.js';
import {
  ATTRIBUTION_VALUE_MAX,
  NO_ATTRIBUTION,
  parameterFieldNames,
  parameterFields,
  REFERRER_ORIGIN_MAX,
  type Attribution,
} from './attribution.js';

/** One line, no controls, lone surrogates replaced, at most `max` characters (code points), or null when empty. */
export function cleanAttributionValue(value: string, max = ATTRIBUTION_VALUE_MAX): string | null {
  // A lone surrogate cannot be stored in a utf8mb4 column; browsers without toWellFormed are old enough to skip it.
  const wellFormed = (value as { toWellFormed?: () => string }).toWellFormed?.() ?? value;
  const oneLine = withoutControls(singleLine(wellFormed)).trim();
  const cut = Array.from(oneLine).slice(0, max).join('').trim();
  return cut === '' ? null : cut;
}

/** The origin of another site's address (http or https only), or null for this site, a bad or an over-long one. */
export function foreignOriginOf(referrer: string | undefined, ownOrigins: readonly string[]): string | null {
  if (!referrer) return null;
  let origin: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    origin = url.origin;
  } catch {
    return null;
  }
  return ownOrigins.includes(origin) || origin.length > REFERRER_ORIGIN_MAX ? null : origin;
}

/** Whether a text is an http(s) origin as URL.origin writes it ("https://www.google.com"). */
export function isOriginShaped(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

export interface VisitRequest {
  /** The page's path as the address bar has it (percent-encoded). */
  path: string;
  search: URLSearchParams;
  /** The Referer header, or document.referrer; empty when none. */
  referrer: string | undefined;
  /** This site's origins (SITE_URL's, and the one the request reached), whose referrers are internal. */
  ownOrigins: readonly string[];
}

/**
 * The attribution a page visit carries, or null when the visit is no campaign touch: neither a
 * campaign parameter or click id nor another site's referrer. A touch replaces the whole earlier
 * attribution (the last touch wins); a plain internal visit leaves it alone.
 */
export function attributionOfVisit({ path, search, referrer, ownOrigins }: VisitRequest): Attribution | null {
  const attribution: Attribution = { ...NO_ATTRIBUTION };
  let touched = false;
  for (const [parameter, field] of Object.entries(parameterFields)) {
    const value = search.get(parameter);
    attribution[field] = value === null ? null : cleanAttributionValue(value);
    if (attribution[field] !== null) touched = true;
  }
  attribution.referrerOrigin = foreignOriginOf(referrer, ownOrigins);
  if (!touched && attribution.referrerOrigin === null) return null;
  attribution.landingPath = isPathShaped(path) ? path : null;
  return attribution;
}

/**
 * What a page visit leaves to remember, given whether an earlier visit left something: a campaign
 * touch always (the last touch wins); a visit with no referrer at all (an address typed, a bookmark,
 * a link in an app such as WhatsApp) its landing page alone, so the lead still says where it
 * started, but never over an earlier campaign; a visit from within the site nothing.
 */
export function attributionToRemember(visit: VisitRequest, remembered: boolean): Attribution | null {
  const touch = attributionOfVisit(visit);
  if (touch) return touch;
  if (remembered || visit.referrer || !isPathShaped(visit.path)) return null;
  return { ...NO_ATTRIBUTION, landingPath: visit.path };
}

/**
 * Attribution from a place that could have been written by anyone (a cookie, a JSON body): each
 * field kept only as its own shape (a path of this site, an origin, a cleaned value), else null.
 */
export function attributionFromUntrusted(untrusted: unknown): Attribution {
  const given = typeof untrusted === 'object' && untrusted !== null ? (untrusted as Record<string, unknown>) : {};
  const text = (key: keyof Attribution) => (typeof given[key] === 'string' ? given[key] : null);
  const attribution: Attribution = { ...NO_ATTRIBUTION };
  for (const field of parameterFieldNames) {
    const value = text(field);
    attribution[field] = value === null ? null : cleanAttributionValue(value);
  }
  const landingPath = text('landingPath');
  attribution.landingPath = landingPath !== null && isPathShaped(landingPath) ? landingPath : null;
  const referrerOrigin = text('referrerOrigin');
  attribution.referrerOrigin =
    referrerOrigin !== null && referrerOrigin.length <= REFERRER_ORIGIN_MAX && isOriginShaped(referrerOrigin)
      ? referrerOrigin
      : null;
  return attribution;
}

/** Whether an attribution says anything at all. */
export const hasAttribution = (attribution: Attribution) => Object.values(attribution).some((value) => value !== null);
