// Hand-written so it runs on both MySQL/MariaDB and SQLite: TypeORM's Table API, no raw dialect SQL.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateSubmissionQuota1732270000000 implements MigrationInterface {
  name = 'CreateSubmissionQuota1732270000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'submission_quota',
        columns: [
          { name: 'client_key', type: 'varchar', length: '80', isPrimary: true },
          { name: 'taken', type: 'integer' },
          { name: 'window_start', type: 'bigint' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'submission_quota',
      new TableIndex({ name: 'idx_submission_quota_window_start', columnNames: ['window_start'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('submission_quota');
  }
}
