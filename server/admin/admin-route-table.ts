// Every call that needs an admin session is registered here with the roles that may make it, so a
// route cannot exist without saying who may call it: the type asks for at least one role, a route
// naming none (or a role that does not exist) throws when its router is made, and the app refuses to
// start when a router holds a session-only path that was registered any other way
// (assertEveryAdminRouteHasRoles). The app's admin guard (server/auth/admin-guard.ts) reads the
// admin's role from the database on every request; each route here then answers 403 to a role it
// does not list, before its handler runs.
import type Router from '@koa/router';
import type { Layer, RouterMiddleware } from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { ADMIN_API_PREFIX, SESSION_ONLY_API_PREFIXES } from '../../site/admin-routes.js';
import { isAdminRole, type AdminRole } from '../../site/admin-roles.js';
import { refusal } from '../http/errors.js';
import { strictRouter } from '../http/strict-router.js';

export type AdminRouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** At least one role. */
export type AllowedRoles = readonly [AdminRole, ...AdminRole[]];

export interface AdminRoute {
  method: AdminRouteMethod;
  /** Under the router's prefix, as @koa/router spells it: "/leads/:id". */
  path: string;
  roles: AllowedRoles;
  handler: RouterMiddleware;
}

/** A registered admin route as the app holds it: the full path, the methods it answers (HEAD with GET). */
export interface DeclaredAdminRoute {
  methods: readonly string[];
  path: string;
  roles: AllowedRoles;
}

/** The body of a 403 for a role a route does not list. */
export interface RoleRefusal {
  error: string;
  role: AdminRole | null;
  allowedRoles: AllowedRoles;
}

export const ROLE_REFUSED = 'Your role does not allow this';

const declared = new WeakMap<Layer, AllowedRoles>();

function checkedRoles(route: AdminRoute): AllowedRoles {
  const roles: readonly unknown[] = Array.isArray(route.roles) ? route.roles : [];
  if (roles.length === 0)
    throw new Error(`Admin route ${route.method.toUpperCase()} ${route.path} names no role that may call it`);
  const unknown = roles.filter((role) => !isAdminRole(role));
  if (unknown.length > 0)
    throw new Error(
      `Admin route ${route.method.toUpperCase()} ${route.path} names unknown roles: ${unknown.join(', ')}`,
    );
  return route.roles;
}

/** 401 without a signed-in admin (a second lock behind the guard), 403 for a role not listed. */
export function allowRoles(roles: AllowedRoles): Middleware {
  return async (ctx, next) => {
    if (typeof ctx.state.admin !== 'string') throw refusal(401, 'Not signed in');
    const role = ctx.state.adminRole as AdminRole | undefined;
    if (!role || !roles.includes(role)) {
      ctx.status = 403;
      const body: RoleRefusal = { error: ROLE_REFUSED, role: role ?? null, allowedRoles: roles };
      ctx.body = body;
      return;
    }
    await next();
  };
}

/** Registers each route on the router behind the check of its roles. */
export function addAdminRoutes(router: Router, routes: readonly AdminRoute[]): Router {
  for (const route of routes) {
    const roles = checkedRoles(route);
    const layer = router.register(route.path, [route.method.toUpperCase()], [allowRoles(roles), route.handler]);
    declared.set(layer as Layer, roles);
  }
  return router;
}

/** A router of /api/admin routes. */
export function adminRouter(routes: readonly AdminRoute[]): Router {
  return addAdminRoutes(strictRouter({ prefix: ADMIN_API_PREFIX }), routes);
}

// The same test as the guard's: whatever starts with a session-only prefix.
const needsSession = (path: string) => SESSION_ONLY_API_PREFIXES.some((prefix) => path.startsWith(prefix));

function routeLayers(app: Koa): Layer[] {
  return app.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: Router }).router;
    return router ? router.stack.filter((layer) => layer.methods.length > 0) : [];
  });
}

/** Every session-only route the app serves, with its roles: what the role tests and the docs read. */
export function adminRouteTable(app: Koa): DeclaredAdminRoute[] {
  return routeLayers(app).flatMap((layer) => {
    const roles = declared.get(layer);
    return roles && typeof layer.path === 'string' ? [{ methods: layer.methods, path: layer.path, roles }] : [];
  });
}

/** Throws at start when a router holds a session-only path registered without its roles. */
export function assertEveryAdminRouteHasRoles(app: Koa): void {
  const undeclared = routeLayers(app).filter((layer) => !declared.has(layer) && needsSession(String(layer.path)));
  if (undeclared.length > 0)
    throw new Error(
      `Admin routes registered without roles (use addAdminRoutes): ${undeclared
        .map((layer) => `${layer.methods.join('/')} ${String(layer.path)}`)
        .join(', ')}`,
    );
}
