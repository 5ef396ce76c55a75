// PUT /api/admin/language { locale: "en" | "ar" }: the signed-in admin's language for the admin
// screens, remembered on their account (204). The screen then reloads in it.
import type Router from '@koa/router';
import { z } from 'zod';
import { ADMIN_API_PREFIX } from '../../site/admin-routes.js';
import { fieldErrors } from '../../site/field-errors.js';
import { signedInAdmin } from '../auth/admin-guard.js';
import { assertSameOriginWrite } from '../auth/write-guard.js';
import { refusal } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { strictRouter } from '../http/strict-router.js';
import type { AppParts } from '../app-parts.js';
import { rememberAdminLanguage } from './admin-language.js';

const languageSchema = z.object({ locale: z.enum(['en', 'ar'], { error: 'Choose en or ar' }) });

export function adminLanguageRouter({ config, db }: Pick<AppParts, 'config' | 'db'>): Router {
  const router = strictRouter({ prefix: ADMIN_API_PREFIX });
  router.use(signedInAdmin);
  router.put('/language', async (ctx) => {
    assertSameOriginWrite(ctx, config.site.siteUrl);
    const parsed = languageSchema.safeParse(await jsonBody(ctx));
    if (!parsed.success) throw refusal(400, 'Invalid language', fieldErrors(parsed.error));
    await rememberAdminLanguage(db, ctx.state.admin as string, parsed.data.locale);
    ctx.status = 204;
  });
  return router;
}
