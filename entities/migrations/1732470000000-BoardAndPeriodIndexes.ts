// Indexes that let the board and the dashboard read index entries only, and group without sorting:
// - idx_lead_board_value: the board's count and value of each stage over every lead outside Spam, one
//   range per stage holding the value (without it, 100,000 leads meant 100,000 row reads);
// - the dashboard's grouped reads now lead with what they group by, then created_at. A database walks
//   such an index in group order and keeps only the period's entries, instead of taking the period's
//   range and sorting it: at 100,000 leads the sort cost four times the walk. The walk reads every
//   lead outside Spam whatever the period, which costs the same for 4 weeks as for 52.
//   idx_lead_dashboard_value serves the one pass that gives the funnel, the pipeline value, the won
//   value by source and each salesperson's row; the campaign and landing-page indexes the rankings.
// TypeORM's Table API, so it runs on MySQL/MariaDB and SQLite alike; landing_path (2,000 bytes in
// utf8mb4) still fits InnoDB's 3,072-byte key.
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const index = (name: string, columnNames: string[]) => new TableIndex({ name, columnNames });

const boardIndex = () => index('idx_lead_board_value', ['spam_reason', 'stage', 'value_sar']);

const rangeIndexes = () => [
  index('idx_lead_dashboard_campaign', ['spam_reason', 'created_at', 'stage', 'utm_campaign', 'value_sar']),
  index('idx_lead_dashboard_landing', ['spam_reason', 'created_at', 'stage', 'landing_path', 'value_sar']),
  index('idx_lead_dashboard_value', [
    'spam_reason',
    'created_at',
    'stage',
    'source',
    'value_sar',
    'expected_close_month',
  ]),
];

const groupOrderedIndexes = () => [
  index('idx_lead_dashboard_campaign', ['spam_reason', 'utm_campaign', 'created_at', 'stage', 'value_sar']),
  index('idx_lead_dashboard_landing', ['spam_reason', 'landing_path', 'created_at', 'stage', 'value_sar']),
  index('idx_lead_dashboard_value', [
    'spam_reason',
    'stage',
    'furthest_stage_rank',
    'source',
    'owner_id',
    'expected_close_month',
    'created_at',
    'first_response_at',
    'value_sar',
  ]),
];

async function replace(queryRunner: QueryRunner, next: TableIndex[]) {
  for (const { name } of next) await queryRunner.dropIndex('lead', name!);
  await queryRunner.createIndices('lead', next);
}

export class BoardAndPeriodIndexes1732470000000 implements MigrationInterface {
  name = 'BoardAndPeriodIndexes1732470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('lead', boardIndex());
    await replace(queryRunner, groupOrderedIndexes());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replace(queryRunner, rangeIndexes());
    await queryRunner.dropIndex('lead', 'idx_lead_board_value');
  }
}
