// What the server adds to a lead from the request around it: where the visit came from and
// whether it looks sent by a script. The same for the JSON API and the forms without JavaScript.
//
// Attribution: the cookie the server set itself on the campaign visit (attribution-cookie.ts) is
// preferred, since the server read it from the request; the browser's own record (sent by the
// JavaScript forms from sessionStorage) is used only when there is no cookie: a visit answered by a
// shared cache in front of the app, or a browser that keeps no cookies. Neither is trusted: both
// are cleaned field by field, and a landing path that is no page of the site is stored as none.
import type { Context } from 'koa';
import { HONEYPOT_FIELD, type LeadSource, type LeadSubmission } from '../../site/lead-schema.js';
import { NO_ATTRIBUTION, type Attribution } from '../../site/pipeline/attribution.js';
import type { SpamReason } from '../../site/pipeline/stages.js';
import type { SiteConfig } from '../../site/profile.js';
import { cookieAttributionOf } from './attribution-cookie.js';
import { leadPageOf } from './lead-page.js';
import { formFillMsOf } from './fill-time.js';
import { spamReasonOf } from './spam-check.js';

export interface LeadIntake {
  attribution: Attribution;
  /** Why the lead goes to the Spam view, or null for the inbox. */
  spamReason: SpamReason | null;
}

function attributionOf(ctx: Context, site: SiteConfig, fromBrowser: Attribution | undefined): Attribution {
  const attribution = cookieAttributionOf(ctx) ?? fromBrowser ?? NO_ATTRIBUTION;
  const landingPath = leadPageOf(site)(attribution.landingPath ?? undefined) ?? null;
  return { ...attribution, landingPath };
}

/** A lead posted as JSON: the elapsed time and honeypot come in the body. */
export function jsonLeadIntake(ctx: Context, site: SiteConfig, lead: LeadSubmission): LeadIntake {
  return {
    attribution: attributionOf(ctx, site, lead.attribution),
    spamReason: spamReasonOf({ honeypot: lead[HONEYPOT_FIELD], elapsedMs: lead.elapsedMs }),
  };
}

/** A form posted without JavaScript: the honeypot is a field of the post, the fill time is the form-opened cookie's. */
export function formLeadIntake(
  ctx: Context,
  site: SiteConfig,
  form: LeadSource | undefined,
  values: Record<string, string>,
): LeadIntake {
  return {
    attribution: attributionOf(ctx, site, undefined),
    spamReason: spamReasonOf({
      honeypot: values[HONEYPOT_FIELD],
      elapsedMs: form === undefined ? undefined : formFillMsOf(ctx, form),
    }),
  };
}
