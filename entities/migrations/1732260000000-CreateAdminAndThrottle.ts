// Hand-written so it runs on both MySQL/MariaDB and SQLite: TypeORM's Table API, no raw dialect SQL.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateAdminAndThrottle1732260000000 implements MigrationInterface {
  name = 'CreateAdminAndThrottle1732260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'admin_user',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'username', type: 'varchar', length: '50', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'last_login_at', type: 'datetime', isNullable: true },
          { name: 'disabled', type: 'boolean', default: false },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'login_throttle',
        columns: [
          { name: 'throttle_key', type: 'varchar', length: '160', isPrimary: true },
          { name: 'failures', type: 'integer' },
          { name: 'window_start', type: 'bigint' },
          { name: 'blocked_until', type: 'bigint' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'login_throttle',
      new TableIndex({ name: 'idx_login_throttle_window_start', columnNames: ['window_start'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('login_throttle');
    await queryRunner.dropTable('admin_user');
  }
}
