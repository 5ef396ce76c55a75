// Admin accounts: the functions the CLI and the login call share. Usernames are kept in lower case;
// removing an admin or changing their password ends their sessions at once.
import type { DataSource } from 'typeorm';
import { AdminUser, Session } from '../../entities/index.js';
import { DEFAULT_ADMIN_ROLE, type AdminRole } from '../../site/admin-roles.js';
import { assertNotLastOwner } from './admin-accounts-rules.js';
import { voidLinksAfterChange } from './link-rights.js';
import { hashPassword, weakPasswordReason } from './passwords.js';
import { removeSecondFactor } from './second-factor.js';

export class AdminError extends Error {}

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,49}$/;

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export function validUsername(username: string): boolean {
  return USERNAME.test(username);
}

function checkNew(username: string, password: string): void {
  if (!validUsername(username))
    throw new AdminError(
      'Username must be 3 to 50 characters: letters, digits, ".", "_" or "-", starting with a letter or digit',
    );
  const weak = weakPasswordReason(password, username);
  if (weak) throw new AdminError(weak);
}

export async function createAdmin(
  db: DataSource,
  rawUsername: string,
  password: string,
  role: AdminRole = DEFAULT_ADMIN_ROLE,
): Promise<AdminUser> {
  const username = normalizeUsername(rawUsername);
  checkNew(username, password);
  const repo = db.getRepository(AdminUser);
  if (await repo.existsBy({ username })) throw new AdminError(`Admin "${username}" already exists`);
  return repo.save(
    repo.create({ username, passwordHash: await hashPassword(password), lastLoginAt: null, disabled: false, role }),
  );
}

export async function setAdminPassword(db: DataSource, rawUsername: string, password: string): Promise<void> {
  const username = normalizeUsername(rawUsername);
  checkNew(username, password);
  const repo = db.getRepository(AdminUser);
  if (!(await repo.existsBy({ username }))) throw new AdminError(`No admin named "${username}"`);
  await repo.update({ username }, { passwordHash: await hashPassword(password) });
  await endSessionsOf(db, username);
}

export async function deleteAdmin(db: DataSource, rawUsername: string): Promise<void> {
  const username = normalizeUsername(rawUsername);
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { id: true } });
  const result = await db.transaction(async (manager) => {
    await assertNotLastOwner(manager, username);
    const deleted = await manager.getRepository(AdminUser).delete({ username });
    await voidLinksAfterChange(manager, username, 'cli');
    return deleted;
  });
  if (!admin || !result.affected) throw new AdminError(`No admin named "${username}"`);
  // A later admin may be given the same id (SQLite reuses the highest one): it must not inherit these.
  await removeSecondFactor(db, admin.id);
  await endSessionsOf(db, username);
}

export async function listAdmins(db: DataSource): Promise<AdminUser[]> {
  return db.getRepository(AdminUser).find({ order: { username: 'ASC' } });
}

/** Deletes every session row of an admin: their cookies stop working on the next request. */
export async function endSessionsOf(db: DataSource, username: string): Promise<number> {
  const result = await db.getRepository(Session).delete({ username });
  return result.affected ?? 0;
}

/** A sign-in completed (after its second step, where there is one): the accounts list shows when. */
export async function recordSignInTime(db: DataSource, username: string): Promise<void> {
  await db.getRepository(AdminUser).update({ username }, { lastLoginAt: new Date() });
}
