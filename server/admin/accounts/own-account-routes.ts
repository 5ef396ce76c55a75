// Every admin's own account: their open sessions (ending any of them) and their password (the current
// one required, checked under the sign-in limits; every other session of theirs ends).
import { z } from 'zod';
import { rolesThatCan } from '../../../site/admin-roles.js';
import { changeOwnPassword, endOwnSession, sessionsOf } from '../../accounts/admin-account-changes.js';
import { MAX_PASSWORD_LENGTH } from '../../accounts/passwords.js';
import { endAdminSession } from '../../sessions/session.js';
import { refusal } from '../../http/errors.js';
import type { AppParts } from '../../app-parts.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { answeringRefusals, currentSessionId } from '../../accounts/account-refusals.js';

const passwordSchema = z.object({
  currentPassword: z.string({ error: 'required' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too-long'),
  newPassword: z.string({ error: 'required' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too-long'),
});

export function ownAccountRoutes({ config, db }: Pick<AppParts, 'config' | 'db'>): DeclaredRoute[] {
  const everyone = rolesThatCan('manageOwnAccount');
  return [
    adminRoute({
      method: 'get',
      path: '/sessions',
      roles: everyone,
      handler: async (ctx, { admin }) => {
        ctx.body = { sessions: await sessionsOf(db, admin.username, currentSessionId(ctx)) };
      },
    }),
    adminRoute({
      method: 'post',
      path: '/sessions/:id/end',
      roles: everyone,
      handler: async (ctx, { admin }) => {
        const id = String(ctx.params.id);
        const current = (await sessionsOf(db, admin.username, currentSessionId(ctx))).find((s) => s.current);
        if (!(await endOwnSession(db, admin.username, id)))
          throw refusal(404, 'No such session of yours', { id: 'unknown' });
        if (current?.id === id) endAdminSession(ctx);
        ctx.status = 204;
      },
    }),
    adminRoute({
      method: 'post',
      path: '/password',
      roles: everyone,
      body: { schema: passwordSchema, refused: 'Invalid password change' },
      handler: async (ctx, { admin, body }) => {
        const change = { username: admin.username, current: body.currentPassword, next: body.newPassword };
        await answeringRefusals(() => changeOwnPassword(db, ctx, config.sessionSecret, change), 'newPassword');
        ctx.status = 204;
      },
    }),
  ];
}
