// Lead forms without JavaScript: a form posts urlencoded to its own page path (and the
// /ar form of it), validated with the same schema as the API. Success: 303 to ?sent=1. Errors: the
// page again (422) with the messages under the fields and everything the visitor typed kept. The
// key derived from the post (form-idempotency.ts) makes a double post or a reload of the POST one lead.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { LeadSubmission } from '../../../site/lead-schema.js';
import { fieldErrors } from '../../../site/field-errors.js';
import { localizePath, routeFactsOf } from '../../../site/paths.js';
import type { FormState } from '../../../site/page-context.js';
import { logFault, noteOutage, refusal, setRetryAfter } from '../../http/errors.js';
import { formBody } from '../../http/form-body.js';
import { storeLeadWithinQuota } from '../store-lead.js';
import { formLeadIntake } from '../lead-intake.js';
import { isSameOrigin } from '../../http/same-origin.js';
import type * as z from 'zod/mini';
import { strictRouter } from '../../http/strict-router.js';
import { formIdempotencyKeyer } from './form-idempotency.js';
import { LEAD_OUTCOME_STATUS } from '../lead-outcome.js';
import { leadQuotaKeyer } from '../lead-quota.js';
import type { AppParts } from '../../app-parts.js';

export type RenderWithState = (ctx: Context, formState: FormState, status: number) => Promise<void>;

export interface LeadForm<S extends z.ZodMiniType> {
  /** The page the form is on, e.g. "/contact"; it also answers under /ar. */
  path: string;
  fields: readonly string[];
  schema: S;
  /** The form's values as the schema expects them (checkboxes become booleans). */
  input: (values: Record<string, string>) => unknown;
  /** The stored lead: the parsed fields plus the form's fixed ones. */
  lead: (data: z.output<S>) => Omit<LeadSubmission, 'locale' | 'pagePath' | 'idempotencyKey'>;
  /** Message id shown when the lead was not stored (the database away, or a fault of ours). */
  unavailableMessageId: string;
}

/** Shown above a form whose client address has used its hourly quota of leads. */
export const RATE_LIMITED_MESSAGE_ID = 'contact.form.rateLimited';

/**
 * The forms' posts. A stored or repeated lead redirects to the page's thank-you state; any other
 * outcome answers with the status the JSON API gives it and the page again, the visitor's values kept.
 */
export function leadFormRouter(
  { config, db, notifier, logger }: Pick<AppParts, 'config' | 'db' | 'notifier' | 'logger'>,
  render: RenderWithState,
  forms: Array<LeadForm<z.ZodMiniType>>,
): Router {
  const { siteUrl } = config.site;
  const quotaKeyOf = leadQuotaKeyer(config.sessionSecret);
  const idempotencyKeyOf = formIdempotencyKeyer(config.sessionSecret);
  const router = strictRouter();
  for (const form of forms) {
    // The lead's page is the form's own route, never anything the request says.
    const handle = (pagePath: string) => async (ctx: Context) => {
      if (!isSameOrigin(ctx, siteUrl)) throw refusal(403, 'Cross-origin form posts are not allowed');
      const values = await formBody(ctx, form.fields);
      const parsed = form.schema.safeParse(form.input(values));
      if (!parsed.success) {
        await render(ctx, { values, errors: fieldErrors(parsed.error) }, 422);
        return;
      }
      const fields = { ...form.lead(parsed.data), locale: routeFactsOf(pagePath).locale, pagePath };
      const lead = { ...fields, idempotencyKey: idempotencyKeyOf(pagePath, ctx.ip, fields) };
      const intake = formLeadIntake(ctx, config.site, fields.source, values);
      const outcome = await storeLeadWithinQuota(
        db,
        lead,
        { key: quotaKeyOf(ctx.ip), perHour: config.leadQuotaPerHour },
        notifier,
        intake,
      );
      const status = LEAD_OUTCOME_STATUS[outcome.kind];
      switch (outcome.kind) {
        case 'stored':
        case 'repeat':
          ctx.status = 303;
          ctx.redirect(`${pagePath}?sent=1`);
          return;
        case 'key-conflict':
          // The key is made from the post itself, so another lead under it is not a real case;
          // answered like the API all the same, with the form kept.
          await render(ctx, { values, errors: { form: form.unavailableMessageId } }, status);
          return;
        case 'over-quota':
          setRetryAfter(ctx, outcome.retryAfterMs);
          await render(ctx, { values, errors: { form: RATE_LIMITED_MESSAGE_ID } }, status);
          return;
        case 'unavailable':
          noteOutage(ctx, outcome.cause, logger);
          await render(ctx, { values, errors: { form: form.unavailableMessageId } }, status);
          return;
        case 'fault':
          // Logged as the error handler logs any fault; the visitor keeps what they typed.
          logFault(logger, ctx, status, outcome.cause);
          await render(ctx, { values, errors: { form: form.unavailableMessageId } }, status);
          return;
      }
    };
    for (const locale of ['en', 'ar'] as const)
      router.post(localizePath(form.path, locale), handle(localizePath(form.path, locale)));
  }
  return router;
}
