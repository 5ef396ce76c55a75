// The inbox reads 100,000 leads a page at a time without sorting them. Every list starts with the
// Inbox/Spam condition (spam_reason IS NULL or not), so each index leads with spam_reason and ends
// with the column the list is ordered by (the id rides along at the end of every index, on both
// dialects): the default list and a date range, a stage, an owner, a source, a campaign or a
// utm_source, and the follow-up order. A text search reads the narrow search index instead of the
// rows. The spam_reason index alone is dropped: each of these starts with it, and MariaDB otherwise
// intersects it with another single-column index and sorts, instead of reading one of these in order.
// TypeORM's Table API, so it runs on MySQL/MariaDB and SQLite alike.
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export const pipelineIndexes = [
  ['idx_lead_view_created', ['spam_reason', 'created_at']],
  ['idx_lead_view_follow_up', ['spam_reason', 'follow_up_on']],
  ['idx_lead_view_stage_created', ['spam_reason', 'stage', 'created_at']],
  ['idx_lead_view_owner_created', ['spam_reason', 'owner_id', 'created_at']],
  ['idx_lead_view_source_created', ['spam_reason', 'source', 'created_at']],
  ['idx_lead_view_campaign_created', ['spam_reason', 'utm_campaign', 'created_at']],
  ['idx_lead_view_utm_source_created', ['spam_reason', 'utm_source', 'created_at']],
  ['idx_lead_view_search', ['spam_reason', 'name', 'phone', 'email', 'company']],
] as const;

const indexes = () =>
  pipelineIndexes.map(([name, columnNames]) => new TableIndex({ name, columnNames: [...columnNames] }));

const spamReasonAlone = () => new TableIndex({ name: 'idx_lead_spam_reason', columnNames: ['spam_reason'] });

export class PipelineIndexes1732340000000 implements MigrationInterface {
  name = 'PipelineIndexes1732340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices('lead', indexes());
    await queryRunner.dropIndex('lead', 'idx_lead_spam_reason');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('lead', spamReasonAlone());
    for (const index of indexes()) await queryRunner.dropIndex('lead', index.name!);
  }
}
