// Who can own a lead: the admins who can still sign in and whose role works leads (a viewer only
// reads, so a lead given to one would sit untouched). A lead keeps the id of an owner whose account
// was removed later; it then shows no owner.
import { In, type DataSource, type EntityManager } from 'typeorm';
import { AdminUser } from '../../../entities/index.js';
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AdminOwner } from '../../../site/admin-types.js';

export async function assignableOwners(db: DataSource | EntityManager): Promise<AdminOwner[]> {
  const admins = await db.getRepository(AdminUser).find({
    where: { disabled: false, role: In([...rolesThatCan('workLeads')]) },
    select: { id: true, username: true },
    order: { username: 'ASC' },
  });
  return admins.map(({ id, username }) => ({ id, username }));
}

/** The admin id of a username (the session names admins by username), or null once removed. */
export async function adminIdOf(db: DataSource | EntityManager, username: string): Promise<number | null> {
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { id: true } });
  return admin?.id ?? null;
}

/** Usernames of these admin ids; an id with no account left is missing from the map. */
export async function ownerNames(db: DataSource | EntityManager, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const admins = await db
    .getRepository(AdminUser)
    .find({ where: { id: In(wanted) }, select: { id: true, username: true } });
  return new Map(admins.map((admin) => [admin.id, admin.username]));
}

/** The owner an admin may assign: an admin who can sign in, or null when there is none with this id. */
export async function assignableOwner(db: DataSource | EntityManager, id: number): Promise<AdminOwner | null> {
  const admin = await db.getRepository(AdminUser).findOne({
    where: { id, disabled: false, role: In([...rolesThatCan('workLeads')]) },
    select: { id: true, username: true },
  });
  return admin ? { id: admin.id, username: admin.username } : null;
}
