// A planned follow-up of a lead (a call, a meeting, a demo…): a Riyadh day, an optional Riyadh time,
// an admin it is assigned to, open until marked done. The lead's follow_up_on is kept equal to the
// day of its earliest open activity in the same transaction, so the inbox's follow-up views read
// one indexed column of lead.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ActivityType } from '../site/lead-activities.js';
import { bigintAsNumber, nullableBigintAsNumber } from './bigint-as-number.js';

@Entity({ name: 'lead_activity' })
// "My open activities due on or before day D", and their counts for the bar, from one index range.
@Index('idx_lead_activity_assignee_open', ['assigneeId', 'done', 'dueOn'])
// A lead's activities, and its earliest open one (the lead's follow-up day).
@Index('idx_lead_activity_lead_open', ['leadId', 'done', 'dueOn'])
export class LeadActivity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', name: 'lead_id' })
  leadId!: number;

  @Column({ type: 'varchar', length: 16 })
  type!: ActivityType;

  /** "YYYY-MM-DD", a calendar day in Riyadh. */
  @Column({ type: 'varchar', length: 10, name: 'due_on' })
  dueOn!: string;

  /** "HH:MM" in Riyadh; null when the activity is for the day, at no set time. */
  @Column({ type: 'varchar', length: 5, name: 'due_time', nullable: true })
  dueTime!: string | null;

  /** The admin it is assigned to; null when nobody is (or their account was removed). */
  @Column({ type: 'integer', name: 'assignee_id', nullable: true })
  assigneeId!: number | null;

  @Column({ type: 'boolean', default: false })
  done!: boolean;

  /** Epoch ms it was marked done; null while open. */
  @Column({ type: 'bigint', name: 'done_at', nullable: true, transformer: nullableBigintAsNumber })
  doneAt!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  /** Epoch ms. */
  @Column({ type: 'bigint', name: 'created_at', transformer: bigintAsNumber })
  createdAt!: number;

  /** The admin's username. */
  @Column({ type: 'varchar', length: 100, name: 'created_by' })
  createdBy!: string;
}
