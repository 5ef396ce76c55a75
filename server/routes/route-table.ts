// Every API call of the admin and of signing in is one declaration: method, path, who may make it
// and, for a call that sends one, its body's schema. The table does the rest for every route, so no
// handler repeats it:
//   - who: `roles` lists the admin roles that may call (at least one; a role that does not exist
//     throws when the router is made), or `signingIn` marks a step of signing in, made before there
//     is a session (the handler checks the step it serves). A signed-in admin who holds none of the
//     roles gets 403 before the handler runs; the app's admin guard (server/auth/admin-guard.ts) has
//     already answered 401 to anyone without a session.
//   - writes: every method but GET needs our own Origin and a JSON body or none (same-origin-write.ts).
//   - body: read and checked against the schema, 400 naming each refused field; an absent body is
//     read as {}, so the schema names what is missing.
//   - the handler gets `{ admin, body }`: the admin typed (username and role) and the body as the
//     schema gives it.
// The app refuses to start when a router holds a session-only path that was not declared with its
// roles (assertEveryAdminRouteHasRoles), so a route cannot exist without saying who may call it.
import type Router from '@koa/router';
import type { Layer, RouterContext } from '@koa/router';
import type Koa from 'koa';
import { safeParse, type core } from 'zod/mini';
import { ADMIN_API_PREFIX, SESSION_ONLY_API_PREFIXES } from '../../site/admin-routes.js';
import { isAdminRole, type AdminRole } from '../../site/admin-roles.js';
import { fieldErrors } from '../../site/field-errors.js';
import { refusal, notSignedIn } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { strictRouter } from '../http/strict-router.js';
import { signedInAdminOf, type SignedInAdmin } from './caller.js';
import { assertSameOriginWrite, hasBody } from './same-origin-write.js';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** At least one role. */
export type AllowedRoles = readonly [AdminRole, ...AdminRole[]];

/** A body a call sends: its schema, and the error a body the schema refuses is answered with. */
export interface BodySpec<Body> {
  schema: core.$ZodType<Body>;
  refused: string;
}

interface RouteShape<Body> {
  method: RouteMethod;
  /** Under the router's prefix, as @koa/router spells it: "/leads/:id". */
  path: string;
  body?: BodySpec<Body>;
}

/** A call a signed-in admin makes, allowed to the roles it lists. */
export interface AdminRoute<Body = undefined> extends RouteShape<Body> {
  roles: AllowedRoles;
  handler: (ctx: RouterContext, call: { admin: SignedInAdmin; body: Body }) => unknown;
}

/** A step of signing in (or of using a one-time link), made with no session or a pending one. */
export interface SignInRoute<Body = undefined> extends RouteShape<Body> {
  signingIn: true;
  handler: (ctx: RouterContext, call: { body: Body }) => unknown;
}

/** A route of either kind, its body's type forgotten once declared. */
export type DeclaredRoute = AdminRoute<never> | SignInRoute<never>;

/** Declares an admin call; the body's type comes from its schema. */
export const adminRoute = <Body = undefined>(route: AdminRoute<Body>): DeclaredRoute =>
  route as unknown as DeclaredRoute;

/** Declares a sign-in step; the body's type comes from its schema. */
export const signInRoute = <Body = undefined>(route: Omit<SignInRoute<Body>, 'signingIn'>): DeclaredRoute =>
  ({ ...route, signingIn: true }) as unknown as DeclaredRoute;

/** A registered route as the app holds it: the full path, the methods it answers (HEAD with GET). */
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

const declared = new WeakMap<Layer, AllowedRoles | 'signing-in'>();

const isSignIn = (route: DeclaredRoute): route is SignInRoute<never> => 'signingIn' in route;

function checkedRoles(route: AdminRoute<never>): AllowedRoles {
  const roles: readonly unknown[] = Array.isArray(route.roles) ? route.roles : [];
  const name = `${route.method.toUpperCase()} ${route.path}`;
  if (roles.length === 0) throw new Error(`Admin route ${name} names no role that may call it`);
  const unknown = roles.filter((role) => !isAdminRole(role));
  if (unknown.length > 0) throw new Error(`Admin route ${name} names unknown roles: ${unknown.join(', ')}`);
  return route.roles;
}

/** 401 without a signed-in admin (a second lock behind the guard), 403 for a role not listed. */
function callerAllowed(ctx: RouterContext, roles: AllowedRoles): SignedInAdmin | null {
  const admin = signedInAdminOf(ctx);
  if (!admin) throw notSignedIn();
  if (roles.includes(admin.role)) return admin;
  ctx.status = 403;
  const body: RoleRefusal = { error: ROLE_REFUSED, role: admin.role, allowedRoles: roles };
  ctx.body = body;
  return null;
}

async function bodyOf<Body>(ctx: RouterContext, spec: BodySpec<Body> | undefined): Promise<Body> {
  if (!spec) return undefined as Body;
  const parsed = safeParse(spec.schema, hasBody(ctx) ? await jsonBody(ctx) : {});
  if (!parsed.success) throw refusal(400, spec.refused, fieldErrors(parsed.error));
  return parsed.data;
}

/** Registers each route on the router with its checks in front of its handler. */
export function addRoutes(router: Router, routes: readonly DeclaredRoute[], siteUrl: string): Router {
  for (const route of routes) {
    const writes = route.method !== 'get';
    const roles = isSignIn(route) ? 'signing-in' : checkedRoles(route);
    const layer = router.register(route.path, [route.method.toUpperCase()], async (ctx: RouterContext) => {
      const admin = roles === 'signing-in' ? null : callerAllowed(ctx, roles);
      if (roles !== 'signing-in' && !admin) return;
      if (writes) assertSameOriginWrite(ctx, siteUrl);
      const body = await bodyOf(ctx, route.body);
      if (isSignIn(route)) await route.handler(ctx, { body });
      else await route.handler(ctx, { admin: admin!, body });
    });
    declared.set(layer as Layer, roles);
  }
  return router;
}

/** A router of /api/admin calls. */
export function adminApiRouter(routes: readonly DeclaredRoute[], siteUrl: string): Router {
  return addRoutes(strictRouter({ prefix: ADMIN_API_PREFIX }), routes, siteUrl);
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
    return roles && roles !== 'signing-in' && typeof layer.path === 'string'
      ? [{ methods: layer.methods, path: layer.path, roles }]
      : [];
  });
}

/** Throws at start when a router holds a session-only path registered without its roles. */
export function assertEveryAdminRouteHasRoles(app: Koa): void {
  const undeclared = routeLayers(app).filter((layer) => {
    const roles = declared.get(layer);
    return needsSession(String(layer.path)) && (roles === undefined || roles === 'signing-in');
  });
  if (undeclared.length > 0)
    throw new Error(
      `Admin routes registered without roles (declare them with adminRoute): ${undeclared
        .map((layer) => `${layer.methods.join('/')} ${String(layer.path)}`)
        .join(', ')}`,
    );
}
