// The Odoo channel: the crm.lead id a lead became in the company's Odoo, and why a notification's
// last attempt failed (so the admin can say "not in Odoo yet" with a reason an operator can act on).
// Two nullable columns: existing leads and notifications keep their meaning unchanged.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

export class OdooChannel1732390000000 implements MigrationInterface {
  name = 'OdooChannel1732390000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('lead', new TableColumn({ name: 'odoo_lead_id', type: 'integer', isNullable: true }));
    await queryRunner.addColumn(
      'lead_notification',
      new TableColumn({ name: 'failure_kind', type: 'varchar', length: '16', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('lead_notification', 'failure_kind');
    await queryRunner.dropColumn('lead', 'odoo_lead_id');
  }
}
