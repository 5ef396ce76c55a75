// Failed sign-ins per username and per client address: kept in the database so every
// process behind the proxy sees the same counts. One row per key ("user:alice", "ip:203.0.113.9").
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from './bigint-as-number.js';

@Entity({ name: 'login_throttle' })
export class LoginThrottle {
  @PrimaryColumn({ type: 'varchar', length: 160, name: 'throttle_key' })
  key!: string;

  /** Attempts charged in the current window (a successful one is given back). */
  @Column({ type: 'integer' })
  failures!: number;

  /** Epoch ms when the current one-hour window began. */
  @Index('idx_login_throttle_window_start')
  @Column({ type: 'bigint', name: 'window_start', transformer: bigintAsNumber })
  windowStart!: number;

  /** Epoch ms before which every attempt on this key is answered 429. */
  @Column({ type: 'bigint', name: 'blocked_until', transformer: bigintAsNumber })
  blockedUntil!: number;
}
