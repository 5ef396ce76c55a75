// PUT /api/admin/language { locale: "en" | "ar" }: the signed-in admin's language for the admin
// screens, remembered on their account (204), whatever their role. The screen then reloads in it.
import type Router from '@koa/router';
import { z } from 'zod';
import { rolesThatCan } from '../../site/admin-roles.js';
import { assertSameOriginWrite } from '../auth/write-guard.js';
import { jsonBodyAs } from '../http/json-body.js';
import type { AppParts } from '../app-parts.js';
import { rememberAdminLanguage } from './admin-language.js';
import { adminRouter, type AdminRoute } from './admin-route-table.js';

const languageSchema = z.object({ locale: z.enum(['en', 'ar'], { error: 'Choose en or ar' }) });

export const adminLanguageRoutes = ({ config, db }: Pick<AppParts, 'config' | 'db'>): AdminRoute[] => [
  {
    method: 'put',
    path: '/language',
    roles: rolesThatCan('manageOwnAccount'),
    handler: async (ctx) => {
      assertSameOriginWrite(ctx, config.site.siteUrl);
      const body = await jsonBodyAs(ctx, languageSchema, 'Invalid language');
      await rememberAdminLanguage(db, ctx.state.admin as string, body.locale);
      ctx.status = 204;
    },
  },
];

export function adminLanguageRouter(parts: Pick<AppParts, 'config' | 'db'>): Router {
  return adminRouter(adminLanguageRoutes(parts));
}
