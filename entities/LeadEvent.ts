// A lead's timeline: the notes the team writes and every change to its stage, owner, follow-up day
// or spam state, with who did it and when. Deleted with its lead.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadEventKind } from '../site/pipeline/stages.js';
import { bigintAsNumber } from './bigint-as-number.js';

@Entity({ name: 'lead_event' })
@Index('idx_lead_event_lead_at', ['leadId', 'at'])
export class LeadEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', name: 'lead_id' })
  leadId!: number;

  /** Epoch ms. */
  @Column({ type: 'bigint', transformer: bigintAsNumber })
  at!: number;

  /** The admin's username. */
  @Column({ type: 'varchar', length: 100 })
  actor!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: LeadEventKind;

  /** A note's text; for a change, the reason given if any (a lost lead's reason). */
  @Column({ type: 'text' })
  body!: string;

  /** For a change: the value before and after (stage name, owner's username, day, spam reason). */
  @Column({ type: 'varchar', length: 100, name: 'from_value', nullable: true })
  fromValue!: string | null;

  @Column({ type: 'varchar', length: 100, name: 'to_value', nullable: true })
  toValue!: string | null;
}
