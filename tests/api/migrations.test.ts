// Every migration's down() undoes its up() on SQLite and MySQL, and up() runs again afterwards; a
// migration that changes a table keeps its rows; processes starting at the same moment migrate one
// after the other; SQLite commits durably.
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AuditEvent, Lead, migrations } from '../../entities/index.js';
import { CountRepeatedAuditEvents1732310000000 } from '../../entities/migrations/1732310000000-CountRepeatedAuditEvents.js';
import { createDataSource, openDatabase } from '../../server/database/db.js';
import { testDatabases } from '../helpers/databases.js';

describe.each(testDatabases('migrations'))('migrations on $name', (database) => {
  let db: DataSource | undefined;
  afterAll(async () => void (db?.isInitialized && (await db.destroy())));

  it('migrates up, all the way down, and up again', async () => {
    db = createDataSource(await database.url());
    await db.initialize();
    const tables = async () =>
      (await db!.createQueryRunner().getTables(['lead', 'session', 'admin_user', 'login_throttle', 'submission_quota']))
        .map((t) => t.name.split('.').pop())
        .sort();
    await db.runMigrations();
    expect(await tables()).toEqual(['admin_user', 'lead', 'login_throttle', 'session', 'submission_quota']);
    for (let i = 0; i < db.migrations.length; i++) await db.undoLastMigration();
    expect(await tables()).toEqual([]);
    await db.runMigrations();
    expect(await tables()).toEqual(['admin_user', 'lead', 'login_throttle', 'session', 'submission_quota']);
  });

  it('keeps the rows already there when audit entries get counts and idempotency keys become byte for byte', async () => {
    const url = await database.url();
    const current = createDataSource(url);
    const firstNew = migrations.indexOf(CountRepeatedAuditEvents1732310000000);
    const older = new DataSource({
      ...current.options,
      migrations: migrations.slice(0, firstNew),
    } as DataSourceOptions);
    await older.initialize();
    await older.runMigrations();
    // Backticks quote a name in both dialects (LEAD is a reserved word in MySQL).
    await older.query(
      "INSERT INTO `lead` (`name`, `phone`, `service`, `message`, `source`, `locale`, `idempotency_key`) VALUES ('Kept Lead', '0501234567', 'Contact Form', 'Hello', 'contact', 'en', 'Kept-Key-0001')",
    );
    await older.query(
      "INSERT INTO `audit_event` (`at`, `actor`, `action`, `detail`) VALUES (1700000000000, 'owner', 'export', 'Exported 2 leads as CSV')",
    );
    await older.destroy();

    const migrated = await openDatabase(url);
    try {
      const leads = migrated.getRepository(Lead);
      expect(await leads.findOneBy({ idempotencyKey: 'Kept-Key-0001' })).toMatchObject({
        name: 'Kept Lead',
        phone: '0501234567',
      });
      expect(await migrated.getRepository(AuditEvent).find()).toEqual([
        expect.objectContaining({
          at: 1700000000000,
          actor: 'owner',
          action: 'export',
          detail: 'Exported 2 leads as CSV',
          repeats: 1,
          firstAt: null,
        }),
      ]);
      // The same key in other letters is another key now; the very same key is still refused.
      const lead = {
        name: 'Other Lead',
        phone: '0507654321',
        service: 'Contact Form',
        message: 'Hi',
        source: 'contact' as const,
        locale: 'en' as const,
      };
      await leads.insert({ ...lead, idempotencyKey: 'kept-key-0001' });
      expect(await leads.findOneBy({ idempotencyKey: 'kept-key-0001' })).toMatchObject({ name: 'Other Lead' });
      await expect(leads.insert({ ...lead, idempotencyKey: 'Kept-Key-0001' })).rejects.toThrow();
    } finally {
      await migrated.destroy();
    }
  });

  it('lets three servers start at once on an empty database: each migrates or finds it done, none fails', async () => {
    // Three data sources hold three connections, which the database locks against each other just
    // as it would three processes.
    const url = await database.url();
    const starts = await Promise.allSettled([1, 2, 3].map(() => openDatabase(url)));
    const opened = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    try {
      expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const [{ count }] = (await opened[0]!.query('SELECT COUNT(*) AS count FROM migrations')) as Array<{
        count: number | string;
      }>;
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
