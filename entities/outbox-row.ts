// What every outbox row keeps while it is owed: when it may be tried next, the lease a worker holds
// while sending (claimed with a conditional UPDATE, so two processes never send one row at once),
// when it went out, and its attempts and last error for the operator. Each outbox table (a lead's
// notifications, an admin's morning reminder) is its own table with these columns and its own.
import { Column } from 'typeorm';
import { bigintAsNumber, nullableBigintAsNumber } from './bigint-as-number.js';

export abstract class OutboxRow {
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
