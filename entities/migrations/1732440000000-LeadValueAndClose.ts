// A lead's deal value (whole Saudi riyals, VAT excluded) and the month the team expects to close it
// (YYYY-MM), both nullable: a lead nobody has priced yet is not worth 0. The dashboard sums the value
// of the period's leads by stage, close month, campaign, source, landing page and salesperson; each
// of these reads one index that holds every column it needs, so no sum visits the table's rows. The
// campaign and landing-page indexes are made again with value_sar at their end; the salesperson's
// index starts with owner_id, so one owner's response times (their median) are one range. TypeORM's
// Table API, so it runs on MySQL/MariaDB and SQLite alike.
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const columns = () => [
  // 0 to 1,000,000,000 riyals fits a 32-bit integer; sums are made by the database in 64 bits.
  new TableColumn({ name: 'value_sar', type: 'integer', isNullable: true }),
  new TableColumn({ name: 'expected_close_month', type: 'varchar', length: '7', isNullable: true }),
];

const previousIndexes = () => [
  new TableIndex({
    name: 'idx_lead_dashboard_campaign',
    columnNames: ['spam_reason', 'created_at', 'stage', 'utm_campaign'],
  }),
  new TableIndex({
    name: 'idx_lead_dashboard_landing',
    columnNames: ['spam_reason', 'created_at', 'stage', 'landing_path'],
  }),
];

export const valueIndexes = () => [
  new TableIndex({
    name: 'idx_lead_dashboard_campaign',
    columnNames: ['spam_reason', 'created_at', 'stage', 'utm_campaign', 'value_sar'],
  }),
  new TableIndex({
    name: 'idx_lead_dashboard_landing',
    columnNames: ['spam_reason', 'created_at', 'stage', 'landing_path', 'value_sar'],
  }),
  new TableIndex({
    name: 'idx_lead_dashboard_value',
    columnNames: ['spam_reason', 'created_at', 'stage', 'source', 'value_sar', 'expected_close_month'],
  }),
  new TableIndex({
    name: 'idx_lead_dashboard_owner',
    columnNames: ['spam_reason', 'owner_id', 'created_at', 'stage', 'first_response_at', 'value_sar', 'follow_up_on'],
  }),
];

export class LeadValueAndClose1732440000000 implements MigrationInterface {
  name = 'LeadValueAndClose1732440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('lead', columns());
    for (const index of previousIndexes()) await queryRunner.dropIndex('lead', index.name!);
    await queryRunner.createIndices('lead', valueIndexes());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of valueIndexes()) await queryRunner.dropIndex('lead', index.name!);
    await queryRunner.createIndices('lead', previousIndexes());
    await queryRunner.dropColumns(
      'lead',
      columns().map((column) => column.name),
    );
  }
}
