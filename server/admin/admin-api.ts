// Every call under /api/admin, by feature: one router, so the whole admin API is read in one list.
// The app's admin guard (server/auth/admin-guard.ts) has required a session for any spelling of
// these paths; each route then allows only the roles it declares (server/routes/route-table.ts).
import type Router from '@koa/router';
import type { AppParts } from '../app-parts.js';
import { adminApiRouter } from '../routes/route-table.js';
import { accountsRoutes } from './accounts/routes.js';
import { activityRoutes } from './activities/routes.js';
import { ownAccountRoutes } from './accounts/own-account-routes.js';
import { reminderRoutes } from './accounts/reminder-routes.js';
import { secondFactorResetRoutes } from './accounts/second-factor-reset-routes.js';
import { adminDashboardRoutes } from './dashboard/routes.js';
import { adminLanguageRoutes } from './language/routes.js';
import { adminLeadsRoutes } from './leads/routes.js';
import { liveLeadRoutes } from './live/routes.js';
import { savedViewRoutes } from './leads/saved-views.js';
import { odooDeliveryRoutes } from './odoo/routes.js';
import { odooSyncRoutes } from './odoo/sync-routes.js';
import { offlineConversionRoutes } from './conversions/routes.js';
import { pipelineRoutes } from './pipeline/routes.js';

export function adminApi(parts: Pick<AppParts, 'config' | 'db' | 'notifier' | 'clock' | 'logger'>): Router {
  return adminApiRouter(
    [
      // Before the leads' routes: /leads/latest-id is not a lead's id.
      ...liveLeadRoutes(parts),
      ...adminLeadsRoutes(parts),
      ...activityRoutes(parts),
      ...savedViewRoutes(parts),
      ...pipelineRoutes(parts),
      ...odooDeliveryRoutes(parts),
      ...odooSyncRoutes(parts),
      ...offlineConversionRoutes(parts),
      ...adminDashboardRoutes(parts),
      ...accountsRoutes(parts),
      ...secondFactorResetRoutes(parts),
      ...ownAccountRoutes(parts),
      ...reminderRoutes(parts),
      ...adminLanguageRoutes(parts),
    ],
    parts.config.site.siteUrl,
  );
}
