// Odoo as the record, and the ad platforms told of won deals:
// - on each lead, what the company's Odoo says of it (its stage's own name, the salesperson, the
//   probability and the crm.lead's write_date, the mark that makes a sync apply each change once),
//   and Meta's click id in its `fbc` form;
// - `odoo_sync_state`: one row per synced Odoo model holding the sync's cursor (write_date, then id)
//   and its lease, so a restart resumes where the last pass stopped and two processes never sync at once;
// - `offline_conversion_export`: which won lead went to which ad platform's import, and when, so a
//   conversion is exported once;
// - `site_setting`: small settings an owner sets in the admin (the conversion names).
// Nullable columns and new tables only: existing rows keep their meaning. TypeORM's Table API, so it
// runs on MySQL/MariaDB and SQLite alike.
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const leadColumns = () => [
  new TableColumn({ name: 'odoo_stage_name', type: 'varchar', length: '200', isNullable: true }),
  new TableColumn({ name: 'odoo_salesperson', type: 'varchar', length: '200', isNullable: true }),
  new TableColumn({ name: 'odoo_probability', type: 'double', isNullable: true }),
  // Odoo's own text, "YYYY-MM-DD HH:MM:SS" in UTC: compared as text, in Odoo's order.
  new TableColumn({ name: 'odoo_write_date', type: 'varchar', length: '19', isNullable: true }),
  new TableColumn({ name: 'fbc', type: 'varchar', length: '300', isNullable: true }),
];

export class OdooSyncAndConversions1732460000000 implements MigrationInterface {
  name = 'OdooSyncAndConversions1732460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('lead', leadColumns());
    await queryRunner.createTable(
      new Table({
        name: 'odoo_sync_state',
        columns: [
          { name: 'model', type: 'varchar', length: '32', isPrimary: true },
          { name: 'cursor_write_date', type: 'varchar', length: '19', isNullable: true },
          { name: 'cursor_id', type: 'integer', default: 0 },
          { name: 'lease_token', type: 'varchar', length: '32', isNullable: true },
          { name: 'lease_until', type: 'bigint', default: 0 },
          { name: 'last_started_at', type: 'bigint', isNullable: true },
          { name: 'last_finished_at', type: 'bigint', isNullable: true },
          { name: 'last_read', type: 'integer', default: 0 },
          { name: 'last_applied', type: 'integer', default: 0 },
          { name: 'last_error', type: 'varchar', length: '300', isNullable: true },
          { name: 'last_failure_kind', type: 'varchar', length: '16', isNullable: true },
        ],
      }),
    );
    await queryRunner.query(
      "INSERT INTO odoo_sync_state (model, cursor_id, lease_until, last_read, last_applied) VALUES ('crm.lead', 0, 0, 0, 0)",
    );
    await queryRunner.createTable(
      new Table({
        name: 'offline_conversion_export',
        columns: [
          { name: 'lead_id', type: 'integer', isPrimary: true },
          { name: 'format', type: 'varchar', length: '16', isPrimary: true },
          { name: 'exported_at', type: 'bigint' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'site_setting',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'value', type: 'varchar', length: '500' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('site_setting');
    await queryRunner.dropTable('offline_conversion_export');
    await queryRunner.dropTable('odoo_sync_state');
    for (const column of leadColumns().reverse()) await queryRunner.dropColumn('lead', column.name);
  }
}
