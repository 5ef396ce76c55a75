// The lead notification outbox. Hand-written with TypeORM's Table API so it runs on MySQL/MariaDB and
// SQLite alike.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateLeadNotification1732290000000 implements MigrationInterface {
  name = 'CreateLeadNotification1732290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lead_notification',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'lead_id', type: 'integer' },
          { name: 'channel', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'due_at', type: 'bigint' },
          { name: 'lease_until', type: 'bigint', default: 0 },
          { name: 'lease_token', type: 'varchar', length: '32', isNullable: true },
          { name: 'sent_at', type: 'bigint', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '300', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'lead_notification',
      new TableIndex({ name: 'idx_lead_notification_lead', columnNames: ['lead_id'] }),
    );
    await queryRunner.createIndex(
      'lead_notification',
      new TableIndex({ name: 'idx_lead_notification_due', columnNames: ['sent_at', 'due_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lead_notification');
  }
}
