// One admin's morning reminder of one Riyadh day, an outbox row: the scheduler inserts it at 08:00
// and the unique (admin, day) key means two processes insert it once; a worker claims it under a
// lease (a conditional UPDATE, as lead_notification's rows) before sending, so it goes out once.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber, nullableBigintAsNumber } from './bigint-as-number.js';

@Entity({ name: 'morning_reminder' })
@Index('idx_morning_reminder_admin_day', ['adminId', 'day'], { unique: true })
@Index('idx_morning_reminder_due', ['sentAt', 'dueAt'])
export class MorningReminder {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', name: 'admin_id' })
  adminId!: number;

  /** "YYYY-MM-DD", the Riyadh day it is for. */
  @Column({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** Epoch ms from which the next attempt may run. */
  @Column({ type: 'bigint', name: 'due_at', transformer: bigintAsNumber })
  dueAt!: number;

  /** Epoch ms until which a worker holds the row; 0 when no one does. */
  @Column({ type: 'bigint', name: 'lease_until', default: 0, transformer: bigintAsNumber })
  leaseUntil!: number;

  @Column({ type: 'varchar', length: 32, name: 'lease_token', nullable: true })
  leaseToken!: string | null;

  /** Epoch ms of delivery; null while owed. */
  @Column({ type: 'bigint', name: 'sent_at', nullable: true, transformer: nullableBigintAsNumber })
  sentAt!: number | null;

  @Column({ type: 'varchar', length: 300, name: 'last_error', nullable: true })
  lastError!: string | null;
}
