// Every call under /api/auth, by step: signing in and out, the session check, the second step and
// its set-up, and the one-time links. One router, declared like the admin API
// (server/routes/route-table.ts); only the session check needs a session, the others serve a
// visitor, a pending sign-in or a link's person and say themselves whom they serve.
import type Router from '@koa/router';
import type { AppParts } from '../app-parts.js';
import { strictRouter } from '../http/strict-router.js';
import { addRoutes } from '../routes/route-table.js';
import { authRoutes } from './sign-in-routes.js';
import { linksRoutes } from './link-routes.js';
import { secondFactorRoutes } from './second-factor-routes.js';

export function signInApi(parts: Pick<AppParts, 'config' | 'db' | 'logger'>): Router {
  return addRoutes(
    strictRouter({ prefix: '/api/auth' }),
    [...authRoutes(parts), ...secondFactorRoutes(parts), ...linksRoutes(parts)],
    parts.config.site.siteUrl,
  );
}
