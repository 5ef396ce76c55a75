// The inbox's search reads one stored key per lead instead of four columns as typed: lead.search_key
// holds the name, company, phone digits, email and city in one spelling (site/lead-search-key.ts:
// any script of digits, Arabic letter variants and harakat folded, lowercase), and an admin's search
// is spelled the same way. Its index (spam_reason, search_key) replaces the four-column search index:
// a search for a fragment reads that narrow index once, as before, and a phone is found by
// phone_e164's own index. The leads already stored get their key here, read in id order a page at a
// time and written one page per UPDATE (a CASE on the id), so 100,000 leads take 200 statements.
// Beside it, saved_inbox_view: the lists each admin named (entities/SavedInboxView.ts).
// Plain queries with backtick-quoted names and the Table API, so it runs on MySQL/MariaDB and SQLite.
import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { leadSearchKeyOf, SEARCH_KEY_LENGTH } from '../../site/lead-search-key.js';

const PAGE = 500;

interface Row {
  id: number;
  name: string;
  company: string | null;
  phone: string | null;
  email: string | null;
  city: string | null;
}

const searchKeyIndex = () =>
  new TableIndex({ name: 'idx_lead_view_search_key', columnNames: ['spam_reason', 'search_key'] });
const typedColumnsIndex = () =>
  new TableIndex({ name: 'idx_lead_view_search', columnNames: ['spam_reason', 'name', 'phone', 'email', 'company'] });

const savedInboxViewTable = () =>
  new Table({
    name: 'saved_inbox_view',
    columns: [
      { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      { name: 'admin_id', type: 'integer' },
      { name: 'name', type: 'varchar', length: '60' },
      { name: 'query', type: 'varchar', length: '1000' },
      { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
    ],
    indices: [{ name: 'idx_saved_inbox_view_admin_name', columnNames: ['admin_id', 'name'], isUnique: true }],
    foreignKeys: [
      new TableForeignKey({
        columnNames: ['admin_id'],
        referencedTableName: 'admin_user',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    ],
  });

/** Gives every lead without a key its key; also what a test calls to check the backfill. */
export async function backfillSearchKeys(queryRunner: QueryRunner): Promise<void> {
  for (let after = 0; ;) {
    const rows: Row[] = await queryRunner.query(
      'SELECT `id`, `name`, `company`, `phone`, `email`, `city` FROM `lead` WHERE `id` > ? AND `search_key` IS NULL ORDER BY `id` LIMIT ' +
        PAGE,
      [after],
    );
    if (rows.length === 0) return;
    const keyed = rows.map((row) => [Number(row.id), leadSearchKeyOf(row)] as const);
    await queryRunner.query(
      `UPDATE \`lead\` SET \`search_key\` = CASE \`id\` ${keyed.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE \`id\` IN (${keyed.map(() => '?').join(', ')})`,
      [...keyed.flat(), ...keyed.map(([id]) => id)],
    );
    after = keyed.at(-1)![0];
  }
}

export class InboxSearchAndViews1732430000000 implements MigrationInterface {
  name = 'InboxSearchAndViews1732430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'lead',
      new TableColumn({ name: 'search_key', type: 'varchar', length: String(SEARCH_KEY_LENGTH), isNullable: true }),
    );
    // The key is already lowercased and folded: MySQL/MariaDB compare it byte for byte (utf8mb4_bin),
    // several times faster through a LIKE than under the table's unicode collation. SQLite already does.
    if (queryRunner.connection.options.type === 'mysql')
      await queryRunner.query(
        `ALTER TABLE \`lead\` MODIFY \`search_key\` varchar(${SEARCH_KEY_LENGTH}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL`,
      );
    await backfillSearchKeys(queryRunner);
    await queryRunner.createIndex('lead', searchKeyIndex());
    await queryRunner.dropIndex('lead', 'idx_lead_view_search');
    await queryRunner.createTable(savedInboxViewTable(), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('saved_inbox_view', true);
    await queryRunner.createIndex('lead', typedColumnsIndex());
    await queryRunner.dropIndex('lead', 'idx_lead_view_search_key');
    await queryRunner.dropColumn('lead', 'search_key');
  }
}
