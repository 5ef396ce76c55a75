// One change at a time to what signs an admin in. On MySQL/MariaDB the admin's row is locked for the
// change's transaction, so two set-ups confirmed at once queue behind each other instead of
// deadlocking on the rows they both delete and insert; the second then finds the first's factor.
// SQLite has no row locks, and TypeORM runs every transaction of a process on its one connection
// (a second one started meanwhile nests inside the first), so changes of one process also wait for
// each other here before starting theirs.
import type { DataSource, EntityManager } from 'typeorm';
import { AdminUser } from '../../entities/index.js';

let last: Promise<unknown> = Promise.resolve();

/** Runs `change` in a transaction holding the admin's row, after the changes this process began before it. */
export function withAccountLocked<T>(
  db: DataSource,
  adminId: number,
  change: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const run = last.then(() =>
    db.transaction(async (manager) => {
      const query = manager
        .getRepository(AdminUser)
        .createQueryBuilder('admin')
        .select(['admin.id'])
        .where('admin.id = :adminId', { adminId });
      if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
      await query.getOne();
      return change(manager);
    }),
  );
  last = run.catch(() => undefined);
  return run;
}
