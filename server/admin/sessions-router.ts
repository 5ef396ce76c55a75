// Every admin's own account: their open sessions (ending any of them) and their password (the current
// one required; every other session of theirs ends).
import type Router from '@koa/router';
import { z } from 'zod';
import { rolesThatCan } from '../../site/admin-roles.js';
import { changeOwnPassword, endOwnSession, sessionsOf } from '../auth/admin-account-changes.js';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords.js';
import { endAdminSession } from '../auth/session.js';
import { assertSameOriginWrite } from '../auth/write-guard.js';
import { refusal } from '../http/errors.js';
import { jsonBodyAs } from '../http/json-body.js';
import type { AppParts } from '../app-parts.js';
import { adminRouter, type AdminRoute } from './admin-route-table.js';
import { answeringRefusals, currentSessionId } from './account-refusals.js';

const passwordSchema = z.object({
  currentPassword: z.string({ error: 'required' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too-long'),
  newPassword: z.string({ error: 'required' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too-long'),
});

export function sessionsRouter({ config, db }: Pick<AppParts, 'config' | 'db'>): Router {
  const { siteUrl } = config.site;
  const everyone = rolesThatCan('manageOwnAccount');
  const routes: AdminRoute[] = [
    {
      method: 'get',
      path: '/sessions',
      roles: everyone,
      handler: async (ctx) => {
        ctx.body = { sessions: await sessionsOf(db, ctx.state.admin as string, currentSessionId(ctx)) };
      },
    },
    {
      method: 'post',
      path: '/sessions/:id/end',
      roles: everyone,
      handler: async (ctx) => {
        assertSameOriginWrite(ctx, siteUrl);
        const id = String(ctx.params.id);
        const current = (await sessionsOf(db, ctx.state.admin as string, currentSessionId(ctx))).find((s) => s.current);
        if (!(await endOwnSession(db, ctx.state.admin as string, id)))
          throw refusal(404, 'No such session of yours', { id: 'unknown' });
        if (current?.id === id) endAdminSession(ctx);
        ctx.status = 204;
      },
    },
    {
      method: 'post',
      path: '/password',
      roles: everyone,
      handler: async (ctx) => {
        assertSameOriginWrite(ctx, siteUrl);
        const body = await jsonBodyAs(ctx, passwordSchema, 'Invalid password change');
        const { currentPassword, newPassword } = body;
        await answeringRefusals(
          () => changeOwnPassword(db, ctx.state.admin as string, currentPassword, newPassword, currentSessionId(ctx)),
          'newPassword',
        );
        ctx.status = 204;
      },
    },
  ];
  return adminRouter(routes);
}
