// Follow-ups become activities: a lead_activity table (type, Riyadh day and time, assignee, done),
// each lead's follow-up day carried over as one open "other" activity assigned to the lead's owner
// (unassigned when the owner's account is gone), so the inbox's follow-up views keep their rows; an
// admin's switch for the morning reminder (on, apart from viewers, who are assigned nothing), and the
// morning_reminder outbox whose unique (admin, day) key sends each reminder once. TypeORM's Table
// API and plain SQL both dialects read, so it runs on MySQL/MariaDB and SQLite alike.
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const reminderSwitch = () => new TableColumn({ name: 'morning_reminder', type: 'boolean', default: true });

export class LeadActivities1732420000000 implements MigrationInterface {
  name = 'LeadActivities1732420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lead_activity',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'lead_id', type: 'integer' },
          { name: 'type', type: 'varchar', length: '16' },
          { name: 'due_on', type: 'varchar', length: '10' },
          { name: 'due_time', type: 'varchar', length: '5', isNullable: true },
          { name: 'assignee_id', type: 'integer', isNullable: true },
          { name: 'done', type: 'boolean', default: false },
          { name: 'done_at', type: 'bigint', isNullable: true },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'created_by', type: 'varchar', length: '100' },
        ],
        indices: [
          { name: 'idx_lead_activity_assignee_open', columnNames: ['assignee_id', 'done', 'due_on'] },
          { name: 'idx_lead_activity_lead_open', columnNames: ['lead_id', 'done', 'due_on'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'morning_reminder',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'admin_id', type: 'integer' },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'due_at', type: 'bigint' },
          { name: 'lease_until', type: 'bigint', default: 0 },
          { name: 'lease_token', type: 'varchar', length: '32', isNullable: true },
          { name: 'sent_at', type: 'bigint', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '300', isNullable: true },
        ],
        indices: [
          { name: 'idx_morning_reminder_admin_day', columnNames: ['admin_id', 'day'], isUnique: true },
          { name: 'idx_morning_reminder_due', columnNames: ['sent_at', 'due_at'] },
        ],
      }),
    );
    await queryRunner.addColumn('admin_user', reminderSwitch());
    await queryRunner.query(`UPDATE admin_user SET morning_reminder = 0 WHERE role = 'viewer'`);
    await queryRunner.query(
      `INSERT INTO lead_activity (lead_id, type, due_on, due_time, assignee_id, done, done_at, note, created_at, created_by)
       SELECT lead.id, 'other', lead.follow_up_on, NULL,
         CASE WHEN EXISTS (SELECT 1 FROM admin_user WHERE admin_user.id = lead.owner_id) THEN lead.owner_id ELSE NULL END,
         0, NULL, NULL, ?, 'migration'
       FROM lead WHERE lead.follow_up_on IS NOT NULL`,
      [Date.now()],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('admin_user', 'morning_reminder');
    await queryRunner.dropTable('morning_reminder');
    await queryRunner.dropTable('lead_activity');
  }
}
