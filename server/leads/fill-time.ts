// How long a visitor took to fill in a form sent without JavaScript. The page is the same bytes for
// everyone (cached), so it cannot carry the time it was shown; instead each form's stylesheet rule
// `form:focus-within { background-image: url(/api/form-opened?f=<form>) }` makes the browser fetch
// GET /api/form-opened when a field of the form first gets the focus, and that answer sets a short
// signed cookie with the time. The form post compares. The first time is kept while the cookie
// lives, so a form sent back with errors and corrected quickly still counts from the first focus.
//
// A post without that cookie (a script that posts without loading the page's styles, a browser that
// loads no images or keeps no cookies) has shown no fill time at all and is stored as 'too-fast':
// kept in the Spam view, where the team can release it, but announced to nobody.
import type Router from '@koa/router';
import type { Context } from 'koa';
import { leadSources, type LeadSource } from '../../site/lead-schema.js';
import { refusal } from '../http/errors.js';
import { strictRouter } from '../http/strict-router.js';

export const FORM_OPENED_PATH = '/api/form-opened';
const COOKIE_PREFIX = 'form-opened-';
const LIFETIME_MS = 2 * 60 * 60 * 1000;

const cookieName = (form: LeadSource) => `${COOKIE_PREFIX}${form}`;

/** When the visitor first focused a field of this form, from the signed cookie; undefined when unknown. */
function openedAt(ctx: Context, form: LeadSource, now: number): number | undefined {
  const value = ctx.cookies.get(cookieName(form), { signed: true });
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const at = Number(value);
  return at <= now && now - at <= LIFETIME_MS ? at : undefined;
}

/** Milliseconds from the first focus in the form to this post; undefined without a valid cookie. */
export function formFillMsOf(ctx: Context, form: LeadSource, now = Date.now()): number | undefined {
  const at = openedAt(ctx, form, now);
  return at === undefined ? undefined : now - at;
}

export function formOpenedRouter(): Router {
  const router = strictRouter();
  router.get(FORM_OPENED_PATH, (ctx) => {
    const form = ctx.query.f;
    if (typeof form !== 'string' || !leadSources.includes(form as LeadSource))
      throw refusal(400, 'Unknown form', { f: `Must be one of ${leadSources.join(', ')}` });
    const now = Date.now();
    if (openedAt(ctx, form as LeadSource, now) === undefined)
      ctx.cookies.set(cookieName(form as LeadSource), String(now), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.secure,
        maxAge: LIFETIME_MS,
        overwrite: true,
      });
    ctx.status = 204;
  });
  return router;
}
