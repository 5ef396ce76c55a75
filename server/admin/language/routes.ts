// PUT /api/admin/language { locale: "en" | "ar" }: the signed-in admin's language for the admin
// screens, remembered on their account (204), whatever their role. The screen then reloads in it.
import { z } from 'zod';
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';
import { rememberAdminLanguage } from './screen-language.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';

const languageSchema = z.object({ locale: z.enum(['en', 'ar'], { error: 'Choose en or ar' }) });

export const adminLanguageRoutes = ({ db }: Pick<AppParts, 'db'>): DeclaredRoute[] => [
  adminRoute({
    method: 'put',
    path: '/language',
    roles: rolesThatCan('manageOwnAccount'),
    body: { schema: languageSchema, refused: 'Invalid language' },
    handler: async (ctx, { admin, body }) => {
      await rememberAdminLanguage(db, admin.username, body.locale);
      ctx.status = 204;
    },
  }),
];
