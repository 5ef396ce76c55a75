// Leads taken per client address in the current hour (past the quota a lead is refused with 429),
// kept in the database so every process behind the proxy counts together. The key is a keyed hash
// of the address: like the leads themselves, this table holds no IP address.
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from './bigint-as-number.js';

@Entity({ name: 'submission_quota' })
export class SubmissionQuota {
  @PrimaryColumn({ type: 'varchar', length: 80, name: 'client_key' })
  key!: string;

  /** Leads taken in the current window. */
  @Column({ type: 'integer' })
  taken!: number;

  /** Epoch ms when the current one-hour window began. */
  @Index('idx_submission_quota_window_start')
  @Column({ type: 'bigint', name: 'window_start', transformer: bigintAsNumber })
  windowStart!: number;
}
