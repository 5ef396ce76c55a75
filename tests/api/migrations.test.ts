// Every migration's down() undoes its up() on SQLite and MySQL, and up() runs again afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/db.js';
import { testDatabases } from '../helpers/databases.js';

describe.each(testDatabases('migrations'))('migrations on $name', (database) => {
  let db: DataSource | undefined;
  afterAll(async () => void (db?.isInitialized && (await db.destroy())));

  it('migrates up, all the way down, and up again', async () => {
    db = createDataSource(await database.url());
    await db.initialize();
    const tables = async () => (await db!.createQueryRunner().getTables(['lead', 'session', 'admin_user', 'login_throttle', 'submission_quota'])).map((t) => t.name.split('.').pop()).sort();
    await db.runMigrations();
    expect(await tables()).toEqual(['admin_user', 'lead', 'login_throttle', 'session', 'submission_quota']);
    for (let i = 0; i < db.migrations.length; i++) await db.undoLastMigration();
    expect(await tables()).toEqual([]);
    await db.runMigrations();
    expect(await tables()).toEqual(['admin_user', 'lead', 'login_throttle', 'session', 'submission_quota']);
  });
});
