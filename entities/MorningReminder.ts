// One admin's morning reminder of one Riyadh day, an outbox row: the scheduler inserts it at 08:00
// and the unique (admin, day) key means two processes insert it once; a worker claims it under a
// lease (a conditional UPDATE, as lead_notification's rows) before sending, so it goes out once.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from './outbox-row.js';

@Entity({ name: 'morning_reminder' })
@Index('idx_morning_reminder_admin_day', ['adminId', 'day'], { unique: true })
@Index('idx_morning_reminder_due', ['sentAt', 'dueAt'])
export class MorningReminder extends OutboxRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', name: 'admin_id' })
  adminId!: number;

  /** "YYYY-MM-DD", the Riyadh day it is for. */
  @Column({ type: 'varchar', length: 10 })
  day!: string;
}
