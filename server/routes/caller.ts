// Who is making a call that needs a session. The admin guard names them once per request, as the
// database says now; the route table hands them to each handler typed, so no handler reads the
// request's state itself.
import type { Context } from 'koa';
import type { SessionCheck } from '../../site/admin-roles.js';

/** The signed-in admin and the role they hold at this request. */
export type SignedInAdmin = SessionCheck;

interface CallerState {
  signedInAdmin?: SignedInAdmin;
}

export function rememberSignedInAdmin(ctx: Context, admin: SignedInAdmin): void {
  (ctx.state as CallerState).signedInAdmin = admin;
}

/** The admin the guard named for this request, or null where no guard ran (a call outside the session-only paths). */
export function signedInAdminOf(ctx: Context): SignedInAdmin | null {
  return (ctx.state as CallerState).signedInAdmin ?? null;
}
