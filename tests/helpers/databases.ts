// The databases API tests run against: always a fresh SQLite file, and MySQL/MariaDB as well when
// TEST_MYSQL_URL is set (.ci/run sets it). Each test file gets its own MySQL database so files can
// run in parallel without seeing each other's rows.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

export interface TestDatabase {
  name: string;
  url: () => Promise<string>;
}

export function testDatabases(fileTag: string): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'sqlite', url: async () => `sqlite:${join(mkdtempSync(join(tmpdir(), 'site-test-')), 'test.sqlite')}` },
  ];
  const base = process.env.TEST_MYSQL_URL;
  if (base) {
    list.push({
      name: 'mysql',
      url: async () => {
        const dbName = `test_${fileTag.replace(/\W/g, '_')}_${process.pid}`;
        const server = new URL(base);
        const connection = await mysql.createConnection({
          host: server.hostname,
          port: Number(server.port || 3306),
          user: decodeURIComponent(server.username),
          password: decodeURIComponent(server.password),
        });
        await connection.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
        await connection.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        await connection.end();
        server.pathname = `/${dbName}`;
        return server.toString();
      },
    });
  }
  return list;
}
