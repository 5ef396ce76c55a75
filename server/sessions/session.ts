// The admin session on top of koa-session: a new session id at sign-in, an absolute
// lifetime of 12 h on top of koa-session's 2 h idle timeout, and the admin re-checked on every
// request so a removed or disabled admin is out at once and a changed role counts at once.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import { isAdminRole, type AdminRole } from '../../site/admin-roles.js';

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export async function startAdminSession(ctx: Context, username: string): Promise<void> {
  const session = ctx.session;
  if (!session) throw new Error('koa-session is not installed');
  session.username = username;
  session.loginAt = Date.now();
  // regenerate() deletes the old row and saves the data under a fresh id (no session fixation).
  await session.regenerate();
}

export function endAdminSession(ctx: Context): void {
  // koa-session deletes the row (store.destroy) and expires the cookie when the request ends.
  ctx.session = null;
}

/** Who is signed in, as the database says now: a role change or a disabled account counts at the next request. */
export interface SignedInAdmin {
  username: string;
  role: AdminRole;
}

/** The signed-in admin and their role, or null (ending a session that is too old or whose admin is gone). */
export async function currentAdminAccount(ctx: Context, db: DataSource): Promise<SignedInAdmin | null> {
  const session = ctx.session;
  const username: unknown = session?.username;
  if (typeof username !== 'string') return null;
  const loginAt: unknown = session?.loginAt;
  if (typeof loginAt !== 'number' || Date.now() - loginAt > SESSION_ABSOLUTE_MS) {
    endAdminSession(ctx);
    return null;
  }
  const admin = await db
    .getRepository(AdminUser)
    .findOne({ where: { username }, select: { id: true, disabled: true, role: true } });
  if (!admin || admin.disabled) {
    endAdminSession(ctx);
    return null;
  }
  // A role this version does not know (written by a newer one) may do no more than a viewer.
  return { username, role: isAdminRole(admin.role) ? admin.role : 'viewer' };
}

/** The signed-in admin's username, or null. */
export async function currentAdmin(ctx: Context, db: DataSource): Promise<string | null> {
  return (await currentAdminAccount(ctx, db))?.username ?? null;
}
