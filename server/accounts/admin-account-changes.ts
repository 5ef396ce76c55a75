// What an owner changes on another account from the browser, and what every admin changes on their
// own: disabling (their sessions stop at their next request, as the guard re-reads the account),
// enabling, ending one of their own sessions, and changing their own password (every other session
// of theirs ends). Each change is audited under the admin who made it.
import type { DataSource } from 'typeorm';
import { AdminUser, Session } from '../../entities/index.js';
import { recordAudit } from '../privacy/audit-log.js';
import { assertNotLastOwner } from './admin-accounts-rules.js';
import { AccountChangeRefused, WeakPassword } from './admin-links.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
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

/** Changes the admin's own password after checking the current one; their other sessions end. */
export async function changeOwnPassword(
  db: DataSource,
  username: string,
  current: string,
  next: string,
  currentSessionId: string | undefined,
) {
  const admins = db.getRepository(AdminUser);
  const admin = await admins.findOne({ where: { username }, select: { id: true, passwordHash: true } });
  if (!admin || !(await verifyPassword(current, admin.passwordHash)))
    throw new AccountChangeRefused(400, 'currentPassword', 'wrong', 'The current password is not right');
  const problem = passwordProblem(next, username);
  if (problem) throw new WeakPassword(problem);
  const passwordHash = await hashPassword(next);
  const keep = currentSessionId ? storedSessionId(currentSessionId) : '';
  await db.transaction(async (manager) => {
    await manager.getRepository(AdminUser).update({ id: admin.id }, { passwordHash });
    await manager
      .getRepository(Session)
      .createQueryBuilder()
      .delete()
      .where('username = :username AND id <> :keep', { username, keep })
      .execute();
    await recordAudit(manager, username, 'password-change', 'Changed their password; their other sessions ended');
  });
}
