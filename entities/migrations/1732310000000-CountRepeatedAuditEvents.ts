// Refused sign-ins in a row become one audit row per account with a count and the time of the first:
// two columns on audit_event, which existing rows get as "once" (repeats 1, no first time).
// TypeORM's Table API, so it runs on MySQL/MariaDB and SQLite alike.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CountRepeatedAuditEvents1732310000000 implements MigrationInterface {
  name = 'CountRepeatedAuditEvents1732310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('audit_event', [
      new TableColumn({ name: 'repeats', type: 'integer', default: 1 }),
      new TableColumn({ name: 'first_at', type: 'bigint', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('audit_event', 'first_at');
    await queryRunner.dropColumn('audit_event', 'repeats');
  }
}
