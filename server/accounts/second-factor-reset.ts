// An owner's way back in for a locked-out admin (a lost phone and no recovery code): the second
// factor and recovery codes go, the admin's sessions end, and the audit log says who did it. The
// admin then signs in with the password alone, or sets a factor up again when ADMIN_REQUIRE_2FA is on.
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import { recordAudit } from '../privacy/audit-log.js';
import { AdminError, endSessionsOf, normalizeUsername } from './admin-users.js';
import { renewCredentialsStamp } from './credentials-stamp.js';
import { deleteSecondFactor } from './second-factor.js';

/** Returns the account's name; `actor` is who asked ("cli" from the command line). */
export async function resetSecondFactorOf(db: DataSource, rawUsername: string, actor = 'cli'): Promise<string> {
  const username = normalizeUsername(rawUsername);
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { id: true } });
  if (!admin) throw new AdminError(`No admin named "${username}"`);
  await db.transaction(async (manager) => {
    await deleteSecondFactor(manager, admin.id);
    // A sign-in half-way through, waiting for a code, ends with the factor it was to be checked against.
    await renewCredentialsStamp(manager, admin.id);
  });
  await endSessionsOf(db, username);
  await recordAudit(db, actor, 'second-factor-change', `Removed the two-step sign-in of ${username}`);
  return username;
}
