// An idempotency key names one submission byte for byte. MySQL/MariaDB compare the lead's key column
// with the database's collation (utf8mb4_unicode_ci), under which "Key-1" and "key-1", or a key with
// a zero-width space in it and the same key without, are equal: the second submission was taken for
// a retry of the first (its answer replayed, or a 409). The column is made binary (utf8mb4_bin),
// keeping its rows and its unique index. SQLite already compares the bytes: nothing to do there.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const isMysql = (queryRunner: QueryRunner) => queryRunner.connection.options.type === 'mysql';

export class CaseSensitiveIdempotencyKeys1732320000000 implements MigrationInterface {
  name = 'CaseSensitiveIdempotencyKeys1732320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query(
      'ALTER TABLE `lead` MODIFY `idempotency_key` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    // Back to the table's own character set and collation, as the column was created.
    await queryRunner.query('ALTER TABLE `lead` MODIFY `idempotency_key` varchar(100) NULL');
  }
}
