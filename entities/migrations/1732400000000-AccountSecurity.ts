// What keeps account changes honest: an admin's email (for notices about their account) and the
// stamp that ends half-done sign-ins when their second factor changes; a one-time link's revocation
// (when, why, by whom), so a link stops working once its maker's rights or its account change. Every
// new column is nullable, so the accounts and links already there keep working. TypeORM's Table API,
// so it runs on MySQL/MariaDB and SQLite alike.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const adminColumns = () => [
  new TableColumn({ name: 'email', type: 'varchar', length: '254', isNullable: true }),
  new TableColumn({ name: 'credentials_stamp', type: 'varchar', length: '32', isNullable: true }),
];

const linkColumns = () => [
  new TableColumn({ name: 'revoked_at', type: 'bigint', isNullable: true }),
  new TableColumn({ name: 'revoke_reason', type: 'varchar', length: '16', isNullable: true }),
  new TableColumn({ name: 'revoked_by', type: 'varchar', length: '100', isNullable: true }),
];

export class AccountSecurity1732400000000 implements MigrationInterface {
  name = 'AccountSecurity1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('admin_user', adminColumns());
    await queryRunner.addColumns('admin_link', linkColumns());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns(
      'admin_link',
      linkColumns().map((column) => column.name),
    );
    await queryRunner.dropColumns(
      'admin_user',
      adminColumns().map((column) => column.name),
    );
  }
}
