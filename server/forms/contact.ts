// The contact form without JavaScript (DESIGN §1): POST /contact (and /ar/contact) urlencoded,
// validated with the same schema as the API. Success: 303 to ?sent=1. Errors: the page again, 422,
// with the messages under the fields and everything the visitor typed kept.
import Router from '@koa/router';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { DataSource } from 'typeorm';
import { CONTACT_FORM_SERVICE, contactFormSchema, fieldErrors } from '../../shared/lead-schema.js';
import { localeOfPath } from '../../shared/paths.js';
import type { FormState } from '../../renderer/PageContext.js';
import { HttpError } from '../errors.js';
import { JSON_LIMIT_BYTES } from '../json-body.js';
import { DatabaseUnavailable, saveLead } from '../leads.js';
import { isSameOrigin } from '../same-origin.js';

export type RenderWithState = (ctx: Context, formState: FormState, status: number) => Promise<void>;

const fields = ['name', 'email', 'phone', 'company', 'message', 'consent'] as const;

async function formBody(ctx: Context): Promise<Record<string, string>> {
  if (!ctx.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'Unsupported form encoding');
  const raw = await getRawBody(ctx.req, { limit: JSON_LIMIT_BYTES, encoding: 'utf8' }).catch(() => {
    throw new HttpError(413, 'Form is larger than 64 KB');
  });
  const params = new URLSearchParams(raw);
  return Object.fromEntries(fields.map((f) => [f, params.get(f) ?? '']));
}

export function contactFormRouter(db: DataSource, siteUrl: string, render: RenderWithState): Router {
  const router = new Router();
  const handle = async (ctx: Context) => {
    if (!isSameOrigin(ctx, siteUrl)) throw new HttpError(403, 'Cross-origin form posts are not allowed');
    const values = await formBody(ctx);
    const parsed = contactFormSchema.safeParse({ ...values, consent: values.consent === 'yes' });
    if (!parsed.success) {
      await render(ctx, { values, errors: fieldErrors(parsed.error) }, 422);
      return;
    }
    try {
      await saveLead(db, {
        ...parsed.data,
        city: '',
        service: CONTACT_FORM_SERVICE,
        locale: localeOfPath(ctx.path),
        pagePath: ctx.path,
        idempotencyKey: undefined,
      });
    } catch (error) {
      if (!(error instanceof DatabaseUnavailable)) throw error;
      await render(ctx, { values, errors: { form: 'contact.form.error' } }, 503);
      return;
    }
    ctx.status = 303;
    ctx.redirect(`${ctx.path}?sent=1`);
  };
  router.post('/contact', handle);
  router.post('/ar/contact', handle);
  return router;
}
