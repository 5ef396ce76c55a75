// POST /api/admin/accounts/:username/second-factor/reset: an owner lets an admin who lost their phone
// and their recovery codes back in (the same reset as `npm run admin -- reset-2fa`): the admin's
// second factor and recovery codes go, their sessions end, and the audit log names the owner. The
// admin then signs in with the password, and sets two-step sign-in up again where it is required.
import type Router from '@koa/router';
import { rolesThatCan } from '../../site/admin-roles.js';
import type { AppParts } from '../app-parts.js';
import { AdminError } from '../auth/admin-users.js';
import { resetSecondFactorOf } from '../auth/second-factor-reset.js';
import { assertSameOriginWrite } from '../auth/write-guard.js';
import { refusal } from '../http/errors.js';
import { adminRouter, type AdminRoute } from './admin-route-table.js';

export const secondFactorResetRoutes = ({ config, db }: Pick<AppParts, 'config' | 'db'>): AdminRoute[] => [
  {
    method: 'post',
    path: '/accounts/:username/second-factor/reset',
    roles: rolesThatCan('manageAccounts'),
    handler: async (ctx) => {
      assertSameOriginWrite(ctx, config.site.siteUrl);
      const username = String(ctx.params.username ?? '');
      try {
        await resetSecondFactorOf(db, username, ctx.state.admin as string);
      } catch (error) {
        if (error instanceof AdminError) throw refusal(404, error.message, { username: error.message });
        throw error;
      }
      ctx.status = 204;
    },
  },
];

export function secondFactorResetRouter(parts: Pick<AppParts, 'config' | 'db'>): Router {
  return adminRouter(secondFactorResetRoutes(parts));
}
