// The one-time links still open, for owners: GET /accounts/links lists them (who made each, for whom,
// which role, when it expires) and DELETE /accounts/links/:id revokes one, which then answers 410.
import { rolesThatCan } from '../../../site/admin-roles.js';
import { openLinks, revokeLink } from '../../accounts/open-links.js';
import { refusal } from '../../http/errors.js';
import type { AppParts } from '../../app-parts.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';

const linkId = (value: string | undefined) => (/^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : null);

export function accountLinkRoutes({ db }: Pick<AppParts, 'db'>): DeclaredRoute[] {
  const owners = rolesThatCan('manageAccounts');
  return [
    adminRoute({
      method: 'get',
      path: '/accounts/links',
      roles: owners,
      handler: async (ctx) => {
        ctx.body = { links: await openLinks(db) };
      },
    }),
    adminRoute({
      method: 'delete',
      path: '/accounts/links/:id',
      roles: owners,
      handler: async (ctx, { admin }) => {
        const id = linkId(ctx.params.id);
        if (id === null || !(await revokeLink(db, id, admin.username)))
          throw refusal(404, 'No open link with this id', { id: 'unknown' });
        ctx.status = 204;
      },
    }),
  ];
}
