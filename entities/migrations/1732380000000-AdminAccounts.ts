// Accounts managed in the browser: the one-time invitation and reset links, and what an admin sees of
// each of their sessions (the browser, the client's network and when it was last used). Every new
// session column is nullable, so the sessions already open keep working. TypeORM's Table API, so it
// runs on MySQL/MariaDB and SQLite alike.
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const sessionColumns = [
  new TableColumn({ name: 'device', type: 'varchar', length: '100', isNullable: true }),
  new TableColumn({ name: 'network', type: 'varchar', length: '64', isNullable: true }),
  new TableColumn({ name: 'last_seen_at', type: 'bigint', isNullable: true }),
];

export class AdminAccounts1732380000000 implements MigrationInterface {
  name = 'AdminAccounts1732380000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'admin_link',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'purpose', type: 'varchar', length: '8' },
          { name: 'username', type: 'varchar', length: '50' },
          { name: 'role', type: 'varchar', length: '16', isNullable: true },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'created_by', type: 'varchar', length: '100' },
          { name: 'created_at', type: 'bigint' },
          { name: 'expires_at', type: 'bigint' },
          { name: 'used_at', type: 'bigint', isNullable: true },
        ],
        indices: [{ name: 'idx_admin_link_token_hash', columnNames: ['token_hash'], isUnique: true }],
      }),
    );
    await queryRunner.addColumns('session', sessionColumns);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns(
      'session',
      sessionColumns.map((column) => column.name),
    );
    await queryRunner.dropTable('admin_link');
  }
}
