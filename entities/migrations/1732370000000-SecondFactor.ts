// Second factors for admins: the encrypted TOTP secret with the last accepted time step, and the
// recovery codes as keyed hashes. New tables only, so every existing admin signs in as before until
// they set one up (or ADMIN_REQUIRE_2FA asks them to). TypeORM's Table API, so it runs on
// MySQL/MariaDB and SQLite alike.
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

export class SecondFactor1732370000000 implements MigrationInterface {
  name = 'SecondFactor1732370000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'admin_second_factor',
        columns: [
          { name: 'admin_id', type: 'integer', isPrimary: true },
          { name: 'secret_box', type: 'varchar', length: '255' },
          { name: 'enrolled_at', type: 'datetime' },
          { name: 'last_step', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'admin_recovery_code',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'admin_id', type: 'integer' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'idx_admin_recovery_code_admin', columnNames: ['admin_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('admin_recovery_code');
    await queryRunner.dropTable('admin_second_factor');
  }
}
