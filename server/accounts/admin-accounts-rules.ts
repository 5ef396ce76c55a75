// The one rule every change to accounts keeps, from the command line or the browser: there is always
// an owner who can sign in, so nobody can lock the company out of its own accounts, exports and
// erasures. Demoting, disabling or deleting an owner calls assertNotLastOwner first, inside the same
// transaction as the change: on MySQL/MariaDB the owners' rows stay locked until it commits, so two
// owners demoting each other at once cannot both succeed.
import type { EntityManager } from 'typeorm';
import { AdminUser } from '../../entities/index.js';

export const LAST_OWNER_MESSAGE =
  'This is the last owner who can sign in: make another admin an owner first, then change or remove this one';

export class LastOwnerError extends Error {
  constructor() {
    super(LAST_OWNER_MESSAGE);
  }
}

/** Throws LastOwnerError when `username` is the only enabled owner (nothing when they are not an enabled owner). */
export async function assertNotLastOwner(manager: EntityManager, username: string): Promise<void> {
  const query = manager
    .getRepository(AdminUser)
    .createQueryBuilder('admin')
    .select(['admin.username'])
    .where('admin.role = :role AND admin.disabled = :disabled', { role: 'owner', disabled: false });
  // SQLite has no row locks; its writers take turns on the whole database instead.
  if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
  const owners = (await query.getMany()).map((owner) => owner.username);
  if (owners.length === 1 && owners[0] === username) throw new LastOwnerError();
}
