// The gate in front of everything an admin sees, mounted before any router or page. It decides on
// the canonical form of the path (server/http/canonical-path.ts), so however a request spells
// /api/admin/… (or the session check), it needs a signed-in admin (401 otherwise, whatever the
// method, OPTIONS included). It names the admin and their role as the database says now, in one
// query (server/routes/caller.ts); each route then allows the roles it lists
// (server/routes/route-table.ts).
// Admin screens answer only their exact spelling; any other spelling of one is a 404, so Vike
// never renders an admin screen, or its .pageContext.json, under a path the guard did not expect.
import type { Middleware } from 'koa';
import type { DataSource } from 'typeorm';
import { ADMIN_SCREENS, SESSION_ONLY_API_PREFIXES } from '../../site/admin-routes.js';
import { isAdminScreenInAnyLanguage, localizePath } from '../../site/paths.js';
import { refusal, notSignedIn } from '../http/errors.js';
import { canonicalPath } from '../http/canonical-path.js';
import { currentAdminAccount } from '../sessions/session.js';
import { rememberSignedInAdmin } from '../routes/caller.js';

const screenSpellings = new Set(
  ADMIN_SCREENS.flatMap((screen) =>
    (['en', 'ar'] as const).flatMap((locale) => {
      const path = localizePath(`/${screen}`, locale);
      return [path, `${path}/`, `${path}/index.pageContext.json`];
    }),
  ),
);

const isSessionOnlyApi = (canonical: string) =>
  SESSION_ONLY_API_PREFIXES.some((prefix) => canonical.startsWith(prefix));

export function adminGuard(db: DataSource): Middleware {
  return async (ctx, next) => {
    const canonical = canonicalPath(ctx.path);
    if (isSessionOnlyApi(canonical)) {
      const admin = await currentAdminAccount(ctx, db);
      if (!admin) throw notSignedIn();
      rememberSignedInAdmin(ctx, admin);
    } else if (isAdminScreenInAnyLanguage(canonical) && !screenSpellings.has(ctx.path)) {
      throw refusal(404, 'Not found');
    }
    await next();
  };
}
