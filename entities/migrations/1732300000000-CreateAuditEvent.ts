// The audit log of admin sign-ins, exports, deletions, erasures and retention sweeps. TypeORM's
// Table API, so it runs on MySQL/MariaDB and SQLite alike.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateAuditEvent1732300000000 implements MigrationInterface {
  name = 'CreateAuditEvent1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_event',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'at', type: 'bigint' },
          { name: 'actor', type: 'varchar', length: '100' },
          { name: 'action', type: 'varchar', length: '32' },
          { name: 'detail', type: 'varchar', length: '500', default: "''" },
        ],
      }),
    );
    await queryRunner.createIndex('audit_event', new TableIndex({ name: 'idx_audit_event_at', columnNames: ['at'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_event');
  }
}
