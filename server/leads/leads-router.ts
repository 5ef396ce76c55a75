// POST /api/contact-submissions: 201 { reference } once stored, where the reference is opaque (it
// tells nobody how many leads came before); a retry with the same idempotency key and lead gets the
// same answer, another lead under that key 409; 400 with the field messages;
// 415 when the body is not JSON; 413 over 64 KB; 403 for a foreign Origin; 503 with Retry-After
// when the database is away (and nothing was stored); 500, logged as a fault, for any other error; 429 with Retry-After once the client address has used
// its hourly quota (server/leads/lead-quota.ts). A pagePath that is not a path is a 400; a path that is
// no page of the site is stored as no page (server/leads/lead-page.ts). A lead that looks sent by a
// script (server/leads/spam-check.ts) is answered exactly as any other and stored in the Spam view.
import type Router from '@koa/router';
import { isMessageId, translator } from '../../locales/messages.js';
import { fieldErrors } from '../../site/field-errors.js';
import { leadSubmissionSchema } from '../../site/lead-schema.js';
import { refusal, noteOutage, setRetryAfter } from '../http/errors.js';
import { leadReferencer, storeLeadWithinQuota } from './store-lead.js';
import { LEAD_OUTCOME_STATUS } from './lead-outcome.js';
import { leadQuotaKeyer } from './lead-quota.js';
import type { AppParts } from '../app-parts.js';
import { leadPageOf } from './lead-page.js';
import { jsonLeadIntake } from './lead-intake.js';
import { jsonBody } from '../http/json-body.js';
import { isSameOrigin } from '../http/same-origin.js';
import { strictRouter } from '../http/strict-router.js';

export function leadsRouter({ config, db, notifier, logger }: AppParts): Router {
  const { site, sessionSecret } = config;
  const router = strictRouter();
  const pageOf = leadPageOf(site);
  const quotaKeyOf = leadQuotaKeyer(sessionSecret);
  const referenceOf = leadReferencer(sessionSecret);
  router.post('/api/contact-submissions', async (ctx) => {
    if (!isSameOrigin(ctx, site.siteUrl))
      throw refusal(403, 'Cross-origin requests are not allowed', undefined, 'cross-origin');
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
      throw refusal(400, 'Invalid submission', fields);
    }
    const lead = { ...parsed.data, pagePath: pageOf(parsed.data.pagePath) };
    const outcome = await storeLeadWithinQuota(
      db,
      lead,
      { key: quotaKeyOf(ctx.ip), perHour: config.leadQuotaPerHour },
      notifier,
      jsonLeadIntake(ctx, site, lead),
    );
    const status = LEAD_OUTCOME_STATUS[outcome.kind];
    switch (outcome.kind) {
      case 'stored':
      case 'repeat':
        ctx.status = status;
        ctx.body = { reference: referenceOf(outcome.leadId) };
        return;
      case 'key-conflict':
        throw refusal(
          status,
          'This idempotency key was already used for a different submission. Send a new key for a new lead.',
          { idempotencyKey: 'Already used for a different submission' },
        );
      case 'over-quota':
        setRetryAfter(ctx, outcome.retryAfterMs);
        throw refusal(status, 'Too many submissions from your network. Please try again later, or call us.');
      case 'unavailable':
        noteOutage(ctx, outcome.cause, logger);
        throw refusal(status, translator(parsed.data.locale)('service.unavailable'));
      case 'fault':
        // The error handler logs it with its class and stack and answers the plain 500.
        throw outcome.cause;
    }
  });
  return router;
}
