// Changing an admin's role. The new role counts from the admin's next request (the admin guard reads
// it every time), so their sessions are kept; the last enabled owner cannot be made anything else.
// The links they made and the reset links for them stop working (link-rights.ts).
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import type { AdminRole } from '../../site/admin-roles.js';
import { recordAudit } from '../privacy/audit-log.js';
import { assertNotLastOwner } from './admin-accounts-rules.js';
import { voidLinksAfterChange } from './link-rights.js';

export class NoSuchAdmin extends Error {
  constructor(username: string) {
    super(`No admin named "${username}"`);
  }
}

/** Sets the role and audits it under `actor`; answers the role the admin had before. */
export async function setAdminRole(
  db: DataSource,
  username: string,
  role: AdminRole,
  actor: string,
): Promise<AdminRole> {
  return db.transaction(async (manager) => {
    const admins = manager.getRepository(AdminUser);
    const admin = await admins.findOne({ where: { username }, select: { id: true, role: true } });
    if (!admin) throw new NoSuchAdmin(username);
    if (admin.role === role) return role;
    if (role !== 'owner') await assertNotLastOwner(manager, username);
    await admins.update({ id: admin.id }, { role });
    await voidLinksAfterChange(manager, username, actor);
    await recordAudit(manager, actor, 'role-change', `Changed the role of ${username} from ${admin.role} to ${role}`);
    return admin.role;
  });
}
