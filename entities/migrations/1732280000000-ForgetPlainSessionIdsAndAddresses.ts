// Sessions are now stored under a hash of their id and sign-in counters under a keyed hash of the
// client network. Rows written before hold the raw session ids and addresses: they are deleted
// (signed-in admins sign in once more; counters start afresh).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ForgetPlainSessionIdsAndAddresses1732280000000 implements MigrationInterface {
  name = 'ForgetPlainSessionIdsAndAddresses1732280000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM session');
    await queryRunner.query('DELETE FROM login_throttle');
  }

  async down(): Promise<void> {
    // Nothing to restore: the deleted rows held secrets that should not come back.
  }
}
