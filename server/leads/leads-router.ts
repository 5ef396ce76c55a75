// POST /api/contact-submissions: 201 { reference } once stored, where the reference is opaque (it
// tells nobody how many leads came before); a retry with the same idempotency key and lead gets the
// same answer, another lead under that key 409; 400 with the field messages;
// 415 when the body is not JSON; 413 over 64 KB; 403 for a foreign Origin; 503 when the database
// cannot store it (and nothing was stored); 429 with Retry-After once the client address has used
// its hourly quota (server/leads/lead-quota.ts). A pagePath that is not a path is a 400; a path that is
// no page of the site is stored as no page (server/leads/lead-page.ts).
import type Router from '@koa/router';
import type { DataSource } from 'typeorm';
import type { SiteConfig } from '../../site/profile.js';
import { isMessageId, translator } from '../../locales/messages.js';
import { fieldErrors } from '../../site/field-errors.js';
import { leadSubmissionSchema } from '../../site/lead-schema.js';
import { HttpError, noteOutage, setRetryAfter } from '../http/errors.js';
import { storeLeadWithinQuota } from './store-lead.js';
import { leadPageOf } from './lead-page.js';
import type { LeadNotifier } from '../notifications/lead-notifier.js';
import { DatabaseUnavailable } from '../database/health.js';
import { jsonBody } from '../http/json-body.js';
import { isSameOrigin } from '../http/same-origin.js';
import { strictRouter } from '../http/strict-router.js';

export function leadsRouter(
  db: DataSource,
  site: SiteConfig,
  quotaKeyOf: (address: string) => string,
  referenceOf: (leadId: number) => string,
  notifier: LeadNotifier,
): Router {
  const router = strictRouter();
  const pageOf = leadPageOf(site);
  router.post('/api/contact-submissions', async (ctx) => {
    if (!isSameOrigin(ctx, site.siteUrl)) throw new HttpError(403, 'Cross-origin requests are not allowed');
    const body = await jsonBody(ctx);
    const headerKey = ctx.get('Idempotency-Key');
    const input =
      headerKey && typeof body === 'object' && body !== null ? { idempotencyKey: headerKey, ...body } : body;
    const parsed = leadSubmissionSchema.safeParse(input);
    if (!parsed.success) {
      const locale = (body as { locale?: unknown })?.locale === 'ar' ? 'ar' : 'en';
      const t = translator(locale);
      const fields = Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([field, id]) => [field, isMessageId(id) ? t(id) : id]),
      );
      throw new HttpError(400, 'Invalid submission', fields);
    }
    try {
      const lead = { ...parsed.data, pagePath: pageOf(parsed.data.pagePath) };
      const outcome = await storeLeadWithinQuota(db, lead, quotaKeyOf(ctx.ip), notifier);
      if (!outcome.stored && 'conflict' in outcome) {
        throw new HttpError(
          409,
          'This idempotency key was already used for a different submission. Send a new key for a new lead.',
          { idempotencyKey: 'Already used for a different submission' },
        );
      }
      if (!outcome.stored) {
        setRetryAfter(ctx, outcome.retryAfterMs);
        throw new HttpError(429, 'Too many submissions from your network. Please try again later, or call us.');
      }
      ctx.status = outcome.duplicate ? 200 : 201;
      ctx.body = { reference: referenceOf(outcome.id) };
    } catch (error) {
      if (error instanceof DatabaseUnavailable) {
        noteOutage(ctx, error);
        throw new HttpError(503, translator(parsed.data.locale)('service.unavailable'));
      }
      throw error;
    }
  });
  return router;
}
