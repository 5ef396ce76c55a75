// GET /api/admin/dashboard: the sales dashboard at the top of the admin's inbox (site/dashboard.ts
// says what it holds). Under the admin API prefix, so the app's admin guard has required a session
// for any spelling of the path; the route checks it was there once more, and the role.
import type Router from '@koa/router';
import { rolesThatCan } from '../../site/admin-roles.js';
import type { AppParts } from '../app-parts.js';
import { adminRouter, type AdminRoute } from './admin-route-table.js';
import { salesDashboard } from './dashboard.js';

export const adminDashboardRoutes = ({ db }: Pick<AppParts, 'db'>): AdminRoute[] => [
  {
    method: 'get',
    path: '/dashboard',
    roles: rolesThatCan('readDashboard'),
    handler: async (ctx) => {
      ctx.body = await salesDashboard(db, new Date());
    },
  },
];

export function adminDashboardRouter(parts: Pick<AppParts, 'db'>): Router {
  return adminRouter(adminDashboardRoutes(parts));
}
