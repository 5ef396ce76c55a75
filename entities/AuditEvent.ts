// Who did what to personal data, and when: admin sign-ins, lead exports, deletions and erasures,
// and the daily retention sweep. Rows name the admin and the action; they never repeat a visitor's
// details (an erasure by email records that it happened and how many leads went, not the address).
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from './bigint-as-number.js';

export const auditActions = ['sign-in', 'sign-in-refused', 'export', 'delete', 'erase', 'retention'] as const;
export type AuditAction = (typeof auditActions)[number];

@Entity({ name: 'audit_event' })
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Epoch ms. */
  @Index('idx_audit_event_at')
  @Column({ type: 'bigint', transformer: bigintAsNumber })
  at!: number;

  /** The admin's username, "cli" for the command line, or "system" for the retention sweep. */
  @Column({ type: 'varchar', length: 100 })
  actor!: string;

  @Column({ type: 'varchar', length: 32 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 500, default: '' })
  detail!: string;
}
