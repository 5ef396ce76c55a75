// Every migration's down() undoes its up() on SQLite and MySQL, and up() runs again afterwards; a
// migration that changes a table keeps its rows; processes starting at the same moment migrate one
// after the other; SQLite commits durably.
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AuditEvent, Lead, LeadEvent, migrations } from '../../entities/index.js';
import { SalesPipeline1732330000000 } from '../../entities/migrations/1732330000000-SalesPipeline.js';
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
      (
        await db!
          .createQueryRunner()
          .getTables(['lead', 'lead_event', 'session', 'admin_user', 'login_throttle', 'submission_quota'])
      )
        .map((t) => t.name.split('.').pop())
        .sort();
    await db.runMigrations();
    expect(await tables()).toEqual([
      'admin_user',
      'lead',
      'lead_event',
      'login_throttle',
      'session',
      'submission_quota',
    ]);
    for (let i = 0; i < db.migrations.length; i++) await db.undoLastMigration();
    expect(await tables()).toEqual([]);
    await db.runMigrations();
    expect(await tables()).toEqual([
      'admin_user',
      'lead',
      'lead_event',
      'login_throttle',
      'session',
      'submission_quota',
    ]);
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

  it('gives every entity its table, every column and every index the entities name', async () => {
    const migrated = await openDatabase(await database.url());
    try {
      const runner = migrated.createQueryRunner();
      for (const entity of migrated.entityMetadatas) {
        const table = await runner.getTable(entity.tableName);
        expect(table, entity.tableName).toBeDefined();
        const columns = table!.columns.map((column) => column.name);
        for (const column of entity.columns) expect(columns, entity.tableName).toContain(column.databaseName);
        const indexes = table!.indices.map((index) => index.name);
        // The indexes named here (a unique column's index is named by each database its own way).
        for (const index of entity.indices)
          if (index.name?.startsWith('idx_')) expect(indexes, entity.tableName).toContain(index.name);
      }
      await runner.release();
    } finally {
      await migrated.destroy();
    }
  });

  it('keeps every lead of a database from before the pipeline: each becomes a new, unowned, non-spam lead', async () => {
    const url = await database.url();
    const current = createDataSource(url);
    const older = new DataSource({
      ...current.options,
      migrations: migrations.slice(0, migrations.indexOf(SalesPipeline1732330000000)),
    } as DataSourceOptions);
    await older.initialize();
    await older.runMigrations();
    await older.query('DELETE FROM `lead`');
    for (let n = 1; n <= 25; n++) {
      await older.query(
        "INSERT INTO `lead` (`name`, `phone`, `service`, `message`, `source`, `locale`, `page_path`) VALUES (?, '0501234567', 'Contact Form', 'Hello', 'contact', 'ar', '/ar/contact')",
        [`Lead before the pipeline ${n}`],
      );
    }
    await older.destroy();

    const migrated = await openDatabase(url);
    try {
      const leads = await migrated.getRepository(Lead).find({ order: { id: 'ASC' } });
      expect(leads).toHaveLength(25);
      expect(leads[24]).toMatchObject({
        name: 'Lead before the pipeline 25',
        phone: '0501234567',
        locale: 'ar',
        pagePath: '/ar/contact',
        stage: 'new',
        ownerId: null,
        version: 1,
        spamReason: null,
        utmCampaign: null,
      });
      expect(await migrated.getRepository(LeadEvent).count()).toBe(0);
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
