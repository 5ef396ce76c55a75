// Where the sync from the company's Odoo stands, one row per Odoo model it reads: the cursor (the
// last applied record's write_date, then its id, Odoo's own order), the lease that lets one process
// sync at a time, and the last pass's outcome for the admin.
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeliveryFailureKind } from '../site/notification-delivery.js';
import { bigintAsNumber, nullableBigintAsNumber } from './bigint-as-number.js';

@Entity({ name: 'odoo_sync_state' })
export class OdooSyncState {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  model!: string;

  /** Odoo's write_date of the last record applied ("YYYY-MM-DD HH:MM:SS", UTC); null before the first. */
  @Column({ type: 'varchar', length: 19, name: 'cursor_write_date', nullable: true })
  cursorWriteDate!: string | null;

  @Column({ type: 'integer', name: 'cursor_id', default: 0 })
  cursorId!: number;

  @Column({ type: 'varchar', length: 32, name: 'lease_token', nullable: true })
  leaseToken!: string | null;

  /** Epoch ms until which a process holds the sync; 0 when none does. */
  @Column({ type: 'bigint', name: 'lease_until', default: 0, transformer: bigintAsNumber })
  leaseUntil!: number;

  @Column({ type: 'bigint', name: 'last_started_at', nullable: true, transformer: nullableBigintAsNumber })
  lastStartedAt!: number | null;

  @Column({ type: 'bigint', name: 'last_finished_at', nullable: true, transformer: nullableBigintAsNumber })
  lastFinishedAt!: number | null;

  @Column({ type: 'integer', name: 'last_read', default: 0 })
  lastRead!: number;

  @Column({ type: 'integer', name: 'last_applied', default: 0 })
  lastApplied!: number;

  @Column({ type: 'varchar', length: 300, name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column({ type: 'varchar', length: 16, name: 'last_failure_kind', nullable: true })
  lastFailureKind!: DeliveryFailureKind | null;
}
