// POST /api/contact-submissions (DESIGN §4): 201 { id } once stored; 400 with the field messages;
// 415 when the body is not JSON; 413 over 64 KB; 403 for a foreign Origin; 503 when the database
// cannot store it (and nothing was stored); 429 with Retry-After once the client address has used
// its hourly quota (server/lead-quota.ts).
import Router from '@koa/router';
import type { DataSource } from 'typeorm';
import { translator } from '../../locales/messages.js';
import { fieldErrors, leadSubmissionSchema } from '../../shared/lead-schema.js';
import { HttpError, setRetryAfter } from '../errors.js';
import { DatabaseUnavailable, storeLeadWithinQuota } from '../leads.js';
import { jsonBody } from '../json-body.js';
import { isSameOrigin } from '../same-origin.js';

export function leadsRouter(db: DataSource, siteUrl: string, quotaKeyOf: (address: string) => string): Router {
  const router = new Router();
  router.post('/api/contact-submissions', async (ctx) => {
    if (!isSameOrigin(ctx, siteUrl)) throw new HttpError(403, 'Cross-origin requests are not allowed');
    const body = await jsonBody(ctx);
    const headerKey = ctx.get('Idempotency-Key');
    const input = headerKey && typeof body === 'object' && body !== null ? { idempotencyKey: headerKey, ...body } : body;
    const parsed = leadSubmissionSchema.safeParse(input);
    if (!parsed.success) {
      const locale = (body as { locale?: unknown })?.locale === 'ar' ? 'ar' : 'en';
      const t = translator(locale);
      const fields = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([field, id]) => [field, id.startsWith('validation.') ? t(id) : id]));
      throw new HttpError(400, 'Invalid submission', fields);
    }
    try {
      const outcome = await storeLeadWithinQuota(db, parsed.data, quotaKeyOf(ctx.ip));
      if (!outcome.stored) {
        setRetryAfter(ctx, outcome.retryAfterMs);
        throw new HttpError(429, 'Too many submissions from your network. Please try again later, or call us.');
      }
      ctx.status = outcome.duplicate ? 200 : 201;
      ctx.body = { id: outcome.id };
    } catch (error) {
      if (error instanceof DatabaseUnavailable) {
        console.error('Lead not stored:', error.message);
        throw new HttpError(503, 'The service is temporarily unavailable. Please try again shortly.');
      }
      throw error;
    }
  });
  return router;
}
