// Every migration's down() undoes its up() on SQLite and MySQL, and up() runs again afterwards;
// processes starting at the same moment migrate one after the other; SQLite commits durably.
import { afterAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource, openDatabase } from '../../server/db.js';
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

  it('lets three servers start at once on an empty database: each migrates or finds it done, none fails', async () => {
    // Three data sources hold three connections, which the database locks against each other just
    // as it would three processes.
    const url = await database.url();
    const starts = await Promise.allSettled([1, 2, 3].map(() => openDatabase(url)));
    const opened = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    try {
      expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      const [{ count }] = (await opened[0]!.query('SELECT COUNT(*) AS count FROM migrations')) as Array<{ count: number | string }>;
      expect(Number(count)).toBe(opened[0]!.migrations.length);
    } finally {
      for (const source of opened) await source.destroy();
    }
  });
});

describe('SQLite durability', () => {
  it('syncs every commit to disk (synchronous=FULL), so a lead answered 201 survives a power cut', async () => {
    const [sqlite] = testDatabases('durability');
    const db = await openDatabase(await sqlite!.url());
    try {
      expect(await db.query('PRAGMA synchronous')).toEqual([{ synchronous: 2 }]);
      expect(await db.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    } finally {
      await db.destroy();
    }
  });
});
