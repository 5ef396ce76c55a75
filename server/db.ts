// The database: MySQL/MariaDB through mysql2 for `mysql://` and `mariadb://` URLs, otherwise the
// embedded SQLite file. Migrations run at start; synchronize stays off.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities, migrations } from '../entities/index.js';

export function createDataSource(databaseUrl: string): DataSource {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: false } as const;
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    return new DataSource({ ...common, type: 'better-sqlite3', database: file, enableWAL: file !== ':memory:' });
  }
  return new DataSource({
    ...common,
    type: 'mysql',
    url: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    charset: 'utf8mb4_unicode_ci',
    // Leads are stored and shown as written; dates in UTC.
    timezone: 'Z',
    connectTimeout: 5000,
    extra: { connectionLimit: 10 },
  });
}

export async function openDatabase(databaseUrl: string): Promise<DataSource> {
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

/** For /readyz: does the database answer right now? */
export async function databaseAnswers(dataSource: DataSource): Promise<boolean> {
  if (!dataSource.isInitialized) return false;
  try {
    await dataSource.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
