// A lead and the company's Odoo:
//   GET  /api/admin/leads/:id/odoo   where the lead stands: in Odoo (with a link), queued, or waiting
//                                    for a fix with Odoo's reason
//   POST /api/admin/leads/:id/odoo   try now: after a fix in Odoo, or for a lead from before Odoo was
//                                    set up; answers the new standing
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';
import { refusal } from '../../http/errors.js';
import { retryNow } from '../../notifications/outbox.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { odooDeliveryOf } from './delivery.js';
import { leadIdOf, noSuchLead } from '../leads/lead-id.js';

export function odooDeliveryRoutes({
  config,
  db,
  notifier,
}: Pick<AppParts, 'config' | 'db' | 'notifier'>): DeclaredRoute[] {
  const odoo = config.notifications.odoo;
  return [
    adminRoute({
      method: 'get',
      path: '/leads/:id/odoo',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx) => {
        const delivery = await odooDeliveryOf(db, leadIdOf(ctx.params.id!), odoo);
        if (!delivery) throw noSuchLead();
        ctx.body = delivery;
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads/:id/odoo',
      roles: rolesThatCan('workLeads'),
      handler: async (ctx, { admin }) => {
        const id = leadIdOf(ctx.params.id!);
        if (!odoo) throw refusal(409, 'Odoo is not set up on this site');
        const before = await odooDeliveryOf(db, id, odoo);
        if (!before) throw noSuchLead();
        if (before.state === 'in-odoo') {
          ctx.body = before;
          return;
        }
        await retryNow(db, id, 'odoo');
        await recordAudit(db.manager, admin.username, 'odoo-retry', `Sent lead ${id} to Odoo again`);
        notifier.leadStored();
        ctx.status = 202;
        ctx.body = await odooDeliveryOf(db, id, odoo);
      },
    }),
  ];
}
