// Roles on existing databases: every admin gains a role, and the admins already there become owners
// (the column's default), so nobody loses anything they could do before. TypeORM's Table API, so it
// runs on MySQL/MariaDB and SQLite alike.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

export class AdminRoles1732360000000 implements MigrationInterface {
  name = 'AdminRoles1732360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'admin_user',
      new TableColumn({ name: 'role', type: 'varchar', length: '16', default: "'owner'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('admin_user', 'role');
  }
}
