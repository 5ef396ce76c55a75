// The sales dashboard reads every lead of its last weeks several times over (per week, per stage,
// per campaign, per landing page, the response times), spam left out. Each index below starts with
// spam_reason and created_at, so the period's leads outside Spam are one range, and holds every other
// column its queries read, so they never visit the table's rows. TypeORM's Table API, so it runs on MySQL/MariaDB and SQLite alike; landing_path
// (500 characters, 2,000 bytes in utf8mb4) stays within InnoDB's 3,072-byte key.
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export const dashboardIndexes = [
  new TableIndex({
    name: 'idx_lead_dashboard',
    columnNames: ['spam_reason', 'created_at', 'source', 'locale', 'stage', 'furthest_stage_rank', 'first_response_at'],
  }),
  new TableIndex({
    name: 'idx_lead_dashboard_campaign',
    columnNames: ['spam_reason', 'created_at', 'stage', 'utm_campaign'],
  }),
  new TableIndex({
    name: 'idx_lead_dashboard_landing',
    columnNames: ['spam_reason', 'created_at', 'stage', 'landing_path'],
  }),
];

export class DashboardIndexes1732350000000 implements MigrationInterface {
  name = 'DashboardIndexes1732350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices('lead', dashboardIndexes);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of dashboardIndexes) await queryRunner.dropIndex('lead', index.name!);
  }
}
