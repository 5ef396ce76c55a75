// GET /api/admin/dashboard: the sales dashboard at the top of the admin's inbox (site/dashboard.ts
// says what it holds), for the period its address asks (period.ts).
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { salesDashboard } from './dashboard.js';
import { dashboardPeriod } from './period.js';

export const adminDashboardRoutes = ({
  db,
  clock,
  config,
}: Pick<AppParts, 'db' | 'clock' | 'config'>): DeclaredRoute[] => [
  adminRoute({
    method: 'get',
    path: '/dashboard',
    roles: rolesThatCan('readDashboard'),
    handler: async (ctx) => {
      ctx.body = await salesDashboard(db, clock(), dashboardPeriod(ctx.query), config.site.office);
    },
  }),
];
