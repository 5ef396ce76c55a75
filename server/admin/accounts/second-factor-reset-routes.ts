// POST /api/admin/accounts/:username/second-factor/reset: an owner lets an admin who lost their phone
// and their recovery codes back in (the same reset as `npm run admin -- reset-2fa`): the admin's
// second factor and recovery codes go, their sessions end, and the audit log names the owner. The
// admin then signs in with the password, and sets two-step sign-in up again where it is required.
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';
import { AdminError } from '../../accounts/admin-users.js';
import { resetSecondFactorOf } from '../../accounts/second-factor-reset.js';
import { refusal } from '../../http/errors.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';

export const secondFactorResetRoutes = ({ db }: Pick<AppParts, 'db'>): DeclaredRoute[] => [
  adminRoute({
    method: 'post',
    path: '/accounts/:username/second-factor/reset',
    roles: rolesThatCan('manageAccounts'),
    handler: async (ctx, { admin }) => {
      const username = String(ctx.params.username ?? '');
      try {
        await resetSecondFactorOf(db, username, admin.username);
      } catch (error) {
        if (error instanceof AdminError) throw refusal(404, error.message, { username: error.message });
        throw error;
      }
      ctx.status = 204;
    },
  }),
];
