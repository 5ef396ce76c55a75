// Hand-written so it runs on both MySQL/MariaDB and SQLite: TypeORM's Table API, no raw dialect SQL.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateLeadAndSession1732250000000 implements MigrationInterface {
  name = 'CreateLeadAndSession1732250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lead',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'company', type: 'varchar', length: '150', default: "''" },
          { name: 'city', type: 'varchar', length: '100', default: "''" },
          { name: 'service', type: 'varchar', length: '150' },
          { name: 'message', type: 'text' },
          { name: 'source', type: 'varchar', length: '16' },
          { name: 'locale', type: 'varchar', length: '2' },
          { name: 'page_path', type: 'varchar', length: '500', isNullable: true },
          { name: 'marketing_consent', type: 'boolean', default: false },
          { name: 'idempotency_key', type: 'varchar', length: '100', isNullable: true, isUnique: true },
        ],
      }),
    );
    await queryRunner.createIndex('lead', new TableIndex({ name: 'idx_lead_created_at', columnNames: ['created_at'] }));
    await queryRunner.createTable(
      new Table({
        name: 'session',
        columns: [
          { name: 'id', type: 'varchar', length: '128', isPrimary: true },
          { name: 'data', type: 'text' },
          { name: 'expires_at', type: 'bigint' },
          { name: 'username', type: 'varchar', length: '100', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'session',
      new TableIndex({ name: 'idx_session_expires_at', columnNames: ['expires_at'] }),
    );
    await queryRunner.createIndex(
      'session',
      new TableIndex({ name: 'idx_session_username', columnNames: ['username'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('session');
    await queryRunner.dropTable('lead');
  }
}
