// What an owner changes on another account from the browser, and what every admin changes on their
// own: disabling (their sessions stop at their next request, as the guard re-reads the account),
// enabling, ending one of their own sessions, and changing their own password (every other session
// of theirs ends). Each change is audited under the admin who made it.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { AdminUser, Session } from '../../entities/index.js';
import { recordAudit } from '../privacy/audit-log.js';
import { recordRefusedSignIn } from '../privacy/refused-sign-ins.js';
import { currentSessionId } from './account-refusals.js';
import { withHashSlot } from './hash-slots.js';
import { attemptPassword, BUSY_RETRY_MS } from './password-attempt.js';
import { tooManyAttempts } from './step-up.js';
import { assertNotLastOwner } from './admin-accounts-rules.js';
import { voidLinksAfterChange } from './link-rights.js';
import { AccountChangeRefused, WeakPassword } from './admin-links.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { storedSessionId } from '../sessions/session-store.js';

export async function setAdminDisabled(db: DataSource, username: string, disabled: boolean, actor: string) {
  await db.transaction(async (manager) => {
    const admins = manager.getRepository(AdminUser);
    const admin = await admins.findOne({ where: { username }, select: { id: true, disabled: true } });
    if (!admin) throw new AccountChangeRefused(404, 'username', 'unknown', `No admin named "${username}"`);
    if (admin.disabled === disabled) return;
    if (disabled) await assertNotLastOwner(manager, username);
    await admins.update({ id: admin.id }, { disabled });
    if (disabled) await manager.getRepository(Session).delete({ username });
    await voidLinksAfterChange(manager, username, actor);
    await recordAudit(manager, actor, disabled ? 'account-disable' : 'account-enable', username);
  });
}

export interface OwnSession {
  /** The row's key (a hash of the session id): enough to name it, useless as a cookie. */
  id: string;
  device: string | null;
  network: string | null;
  lastSeenAt: string | null;
  current: boolean;
}

/** The admin's sessions that have not expired, the most recently used first. */
export async function sessionsOf(db: DataSource, username: string, currentSessionId: string | undefined) {
  const rows = await db.getRepository(Session).find({
    where: { username },
    select: { id: true, device: true, network: true, lastSeenAt: true, expiresAt: true },
  });
  const current = currentSessionId ? storedSessionId(currentSessionId) : undefined;
  return rows
    .filter((row) => row.expiresAt > Date.now())
    .sort((a, b) => (b.lastSeenAt ?? 0) - (a.lastSeenAt ?? 0))
    .map((row): OwnSession => ({
      id: row.id,
      device: row.device,
      network: row.network,
      lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt).toISOString(),
      current: row.id === current,
    }));
}

/** Ends one of the admin's own sessions; false when it is not theirs or already gone. */
export async function endOwnSession(db: DataSource, username: string, id: string): Promise<boolean> {
  const result = await db.getRepository(Session).delete({ id, username });
  if (!result.affected) return false;
  await recordAudit(db, username, 'session-end', 'Ended one of their sessions');
  return true;
}

/**
 * Changes the admin's own password after checking the current one, which counts like a sign-in: in
 * the sign-in throttle (a wrong one is a failed sign-in of this browser, and a blocked browser gets
 * 429) and in the bounded hashing slots, as is the new password's hash. Their other sessions end.
 */
export async function changeOwnPassword(
  db: DataSource,
  ctx: Context,
  secret: string,
  change: { username: string; current: string; next: string },
) {
  const { username, next } = change;
  const checked = await attemptPassword(db, ctx, username, change.current, secret);
  if (checked.result === 'throttled') throw tooManyAttempts(ctx, checked.retryAfterMs, 'currentPassword');
  if (checked.result === 'invalid') {
    await recordRefusedSignIn(db, username);
    throw new AccountChangeRefused(400, 'currentPassword', 'wrong', 'The current password is not right');
  }
  const problem = passwordProblem(next, username);
  if (problem) throw new WeakPassword(problem);
  const hashed = await withHashSlot(() => hashPassword(next));
  if (!hashed) throw tooManyAttempts(ctx, BUSY_RETRY_MS, 'newPassword');
  const passwordHash = hashed.value;
  const sessionId = currentSessionId(ctx);
  const keep = sessionId ? storedSessionId(sessionId) : '';
  await db.transaction(async (manager) => {
    await manager.getRepository(AdminUser).update({ id: checked.adminId }, { passwordHash });
    await manager
      .getRepository(Session)
      .createQueryBuilder()
      .delete()
      .where('username = :username AND id <> :keep', { username, keep })
      .execute();
    await recordAudit(manager, username, 'password-change', 'Changed their password; their other sessions ended');
  });
}
