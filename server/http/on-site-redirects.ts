// No answer sends a browser to another host. Browsers drop tabs and line breaks anywhere in a
// Location and blanks and controls before it, read "\" as "/", and read a Location that starts with
// two slashes as a host ("//evil.example", "/\evil.example"). A redirect built from a visitor's path
// (Vike drops a trailing slash: "/\evil.example/" → "/\evil.example") could therefore leave the
// site. Whatever set it, such a Location, or an absolute one on another origin than SITE_URL's, is
// replaced by the not-found answer; "%2F" and "%5C" count as the slashes they encode, so no decoding
// step further on can make one.
import type { Middleware } from 'koa';
import type { NotFoundAnswer } from './well-formed-paths.js';

const IGNORED_ANYWHERE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const IGNORED_BEFORE = /^[\u0000-\u0020]+/;
const ENCODED_PERCENT = /%25/gi;
const SLASH_SPELLINGS = /\\|%2f|%5c/gi;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAX_ENCODING_ROUNDS = 4;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether a browser, or a later decoding of it, could read this Location as another host than the site's. */
export function leavesTheSite(location: string, siteOrigin: string): boolean {
  const asRead = location.replace(IGNORED_ANYWHERE, '').replace(IGNORED_BEFORE, '');
  if (SCHEME.test(asRead)) return originOf(asRead) !== siteOrigin;
  let start = asRead.slice(0, 64);
  for (let round = 0; round < MAX_ENCODING_ROUNDS; round++) start = start.replace(ENCODED_PERCENT, '%');
  return start.replace(SLASH_SPELLINGS, '/').startsWith('//');
}

export function onSiteRedirects(siteUrl: string, answerNotFound: NotFoundAnswer): Middleware {
  const siteOrigin = new URL(siteUrl).origin;
  return async (ctx, next) => {
    await next();
    const location = ctx.response.get('Location');
    if (!location || !leavesTheSite(location, siteOrigin)) return;
    ctx.remove('Location');
    ctx.set('Cache-Control', 'no-store');
    await answerNotFound(ctx);
  };
}
