// GET /api/admin/dashboard: the sales dashboard at the top of the admin's inbox (site/dashboard.ts
// says what it holds). Under the admin API prefix, so the app's admin guard has required a session
// for any spelling of the path; the router checks it was there once more.
import type Router from '@koa/router';
import { ADMIN_API_PREFIX } from '../../site/admin-routes.js';
import { signedInAdmin } from '../auth/admin-guard.js';
import { strictRouter } from '../http/strict-router.js';
import type { AppParts } from '../app-parts.js';
import { salesDashboard } from './dashboard.js';

export function adminDashboardRouter({ db }: Pick<AppParts, 'db'>): Router {
  const router = strictRouter({ prefix: ADMIN_API_PREFIX });
  router.use(signedInAdmin);
  router.get('/dashboard', async (ctx) => {
    ctx.body = await salesDashboard(db, new Date());
  });
  return router;
}
