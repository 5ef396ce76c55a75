// A server-side session row (koa-session store): logout or removing an admin deletes the row, so the
// old cookie stops working at once, on every process behind the proxy.
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintAsNumber, nullableBigintAsNumber } from './bigint-as-number.js';

@Entity({ name: 'session' })
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id!: string;

  @Column({ type: 'text' })
  data!: string;

  /** Epoch milliseconds after which the row is dead. */
  @Index('idx_session_expires_at')
  @Column({ type: 'bigint', name: 'expires_at', transformer: bigintAsNumber })
  expiresAt!: number;

  /** The admin the session belongs to, so deleting an admin can end their sessions. */
  @Index('idx_session_username')
  @Column({ type: 'varchar', length: 100, nullable: true })
  username!: string | null;

  /** A short summary of the browser and system that signed in ("Firefox on Windows"). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  device!: string | null;

  /** The client's network at sign-in (an IPv4 /24 or IPv6 /48), never the address itself. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  network!: string | null;

  /** Epoch ms of the last request, written at most once a minute. */
  @Column({ type: 'bigint', name: 'last_seen_at', nullable: true, transformer: nullableBigintAsNumber })
  lastSeenAt!: number | null;
}
