// A session between the two sign-in steps. After a correct password an admin with a second factor
// (or, with ADMIN_REQUIRE_2FA, one without) gets a "pending" session: it names the admin under
// pendingAdmin, never under username, so currentAdmin() (session.ts), the admin guard and every
// admin screen see nobody signed in. Only the second step, the set-up of a second factor and
// sign-out read it. It lasts ten minutes; finishing the step starts the full session under a new id.
// It also ends when the admin's password or second factor changes meanwhile (the password it stands
// for is no longer theirs, or the factor it would be checked against or set up is another one),
// which ending the admin's sessions by name would not catch: it names nobody yet. A set-up pending
// from before the account got a factor elsewhere is void too: it must not replace that factor.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import { hasSecondFactor } from '../accounts/second-factor.js';
import { startAdminSession } from '../sessions/session.js';

/** 'verify': type a code from the app or a recovery code; 'enrol': set up a second factor first. */
export type PendingStep = 'verify' | 'enrol';

export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  username: string;
  adminId: number;
  step: PendingStep;
}

/** A short fingerprint of the admin's password hash and credentials stamp: changes whenever either does. */
const credentialsTag = ({ passwordHash, credentialsStamp }: Pick<AdminUser, 'passwordHash' | 'credentialsStamp'>) =>
  createHash('sha256')
    .update(`${passwordHash}\0${credentialsStamp ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

const credentials = { id: true, disabled: true, passwordHash: true, credentialsStamp: true } as const;

export async function startPendingSignIn(
  ctx: Context,
  db: DataSource,
  username: string,
  step: PendingStep,
): Promise<void> {
  const session = ctx.session;
  if (!session) throw new Error('koa-session is not installed');
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: credentials });
  session.pendingPassword = credentialsTag(admin ?? { passwordHash: '', credentialsStamp: null });
  delete session.username;
  delete session.loginAt;
  session.pendingAdmin = username;
  session.pendingStep = step;
  session.pendingAt = Date.now();
  await session.regenerate();
}

/** The admin half-way through signing in, or null (ending a pending session that is too old or whose admin is gone). */
export async function pendingSignIn(ctx: Context, db: DataSource): Promise<PendingSignIn | null> {
  const session = ctx.session;
  const username: unknown = session?.pendingAdmin;
  const step: unknown = session?.pendingStep;
  const at: unknown = session?.pendingAt;
  if (typeof username !== 'string' || (step !== 'verify' && step !== 'enrol')) return null;
  if (typeof at !== 'number' || Date.now() - at > PENDING_SIGN_IN_MS) {
    ctx.session = null;
    return null;
  }
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: credentials });
  if (!admin || admin.disabled || session?.pendingPassword !== credentialsTag(admin)) {
    ctx.session = null;
    return null;
  }
  return { username, adminId: admin.id, step };
}

/**
 * Whether this session was sent to set up a second factor for an account that has one now (set up
 * from another session meanwhile): such a set-up is void, and the session ends.
 */
export async function pendingSetUpOvertaken(ctx: Context, db: DataSource): Promise<boolean> {
  const session = ctx.session;
  const username: unknown = session?.pendingAdmin;
  if (session?.pendingStep !== 'enrol' || typeof username !== 'string') return false;
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { id: true } });
  if (!admin || !(await hasSecondFactor(db, admin.id))) return false;
  ctx.session = null;
  return true;
}

/** Both steps done: the full session, under a new id, without the pending marks. */
export async function finishPendingSignIn(ctx: Context, username: string): Promise<void> {
  const session = ctx.session;
  if (session) {
    delete session.pendingAdmin;
    delete session.pendingStep;
    delete session.pendingAt;
    delete session.pendingPassword;
    delete session.enrolmentBox;
  }
  await startAdminSession(ctx, username);
}
