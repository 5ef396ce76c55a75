// Who did what to personal data, and when: admin sign-ins, lead exports, deletions and erasures,
// changes to a lead's stage, owner or follow-up day, notes, leads moved out of Spam or sent to Odoo again, and the daily
// retention sweep. Rows name the admin and the action; they never repeat a visitor's
// details (an erasure by email records that it happened and how many leads went, not the address).
// Refused sign-ins in a row are one row per account (server/privacy/refused-sign-ins.ts), counted,
// so that a flood of them neither grows the table nor pushes the other entries out of view.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { auditActionNames } from '../site/audit-actions.js';
import { bigintAsNumber, nullableBigintAsNumber } from './bigint-as-number.js';

// The actions are named once, in site/, where the admin screens read them too.
export const auditActions = auditActionNames;
export type AuditAction = (typeof auditActions)[number];

/** The actor of a refused sign-in that named no admin account: what was typed could be anything,
 * a password typed into the wrong box or text made to look like another entry. */
export const UNKNOWN_ACCOUNT = '(unknown account)';

@Entity({ name: 'audit_event' })
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Epoch ms; of the latest one when the row stands for several refused sign-ins. */
  @Index('idx_audit_event_at')
  @Column({ type: 'bigint', transformer: bigintAsNumber })
  at!: number;

  /** The admin's username, "cli" for the command line, "system" for the retention sweep, or
   * UNKNOWN_ACCOUNT for a refused sign-in whose name is no admin's (it was never stored as typed). */
  @Column({ type: 'varchar', length: 100 })
  actor!: string;

  @Column({ type: 'varchar', length: 32 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 500, default: '' })
  detail!: string;

  /** How many events the row stands for: 1, or more for refused sign-ins in a row. */
  @Column({ type: 'integer', default: 1 })
  repeats!: number;

  /** Epoch ms of the first of the repeated events; null for a single one. */
  @Column({ type: 'bigint', name: 'first_at', nullable: true, transformer: nullableBigintAsNumber })
  firstAt!: number | null;
}
