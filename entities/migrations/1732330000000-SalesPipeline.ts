// The sales pipeline on existing databases: a lead gains its stage (every lead so far is "new"), owner,
// follow-up day, version, spam state, the keys that recognise a returning contact and where it came
// from; its timeline is a new table; an admin gains a language. Every column is nullable or has a
// default, so the rows already there are kept as they are. TypeORM's Table API, so it runs on
// MySQL/MariaDB and SQLite alike.
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const text = (name: string, length: number) =>
  new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true });

const leadColumns = [
  text('phone_e164', 16),
  text('email_key', 254),
  new TableColumn({ name: 'contact_lead_id', type: 'integer', isNullable: true }),
  new TableColumn({ name: 'stage', type: 'varchar', length: '16', default: "'new'" }),
  text('lost_reason', 200),
  new TableColumn({ name: 'furthest_stage_rank', type: 'integer', default: 0 }),
  new TableColumn({ name: 'owner_id', type: 'integer', isNullable: true }),
  text('follow_up_on', 10),
  new TableColumn({ name: 'first_response_at', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'version', type: 'integer', default: 1 }),
  text('spam_reason', 16),
  text('landing_path', 500),
  text('referrer_origin', 200),
  text('utm_source', 200),
  text('utm_medium', 200),
  text('utm_campaign', 200),
  text('utm_term', 200),
  text('utm_content', 200),
  text('gclid', 200),
  text('fbclid', 200),
  text('msclkid', 200),
];

const leadIndexes = [
  ['idx_lead_phone_e164', 'phone_e164'],
  ['idx_lead_email_key', 'email_key'],
  ['idx_lead_contact_lead_id', 'contact_lead_id'],
  ['idx_lead_stage', 'stage'],
  ['idx_lead_owner_id', 'owner_id'],
  ['idx_lead_follow_up_on', 'follow_up_on'],
  ['idx_lead_spam_reason', 'spam_reason'],
  ['idx_lead_utm_campaign', 'utm_campaign'],
].map(([name, column]) => new TableIndex({ name, columnNames: [column] }));

export class SalesPipeline1732330000000 implements MigrationInterface {
  name = 'SalesPipeline1732330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('lead', leadColumns);
    await queryRunner.createIndices('lead', leadIndexes);
    await queryRunner.createTable(
      new Table({
        name: 'lead_event',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'lead_id', type: 'integer' },
          { name: 'at', type: 'bigint' },
          { name: 'actor', type: 'varchar', length: '100' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'body', type: 'text' },
          { name: 'from_value', type: 'varchar', length: '100', isNullable: true },
          { name: 'to_value', type: 'varchar', length: '100', isNullable: true },
        ],
        indices: [{ name: 'idx_lead_event_lead_at', columnNames: ['lead_id', 'at'] }],
      }),
    );
    await queryRunner.addColumn('admin_user', text('locale', 2));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('admin_user', 'locale');
    await queryRunner.dropTable('lead_event');
    for (const index of leadIndexes) await queryRunner.dropIndex('lead', index.name!);
    await queryRunner.dropColumns(
      'lead',
      leadColumns.map((column) => column.name),
    );
  }
}
