// A server-side session row (koa-session store): logout or removing an admin deletes the row, so the
// old cookie stops working at once, on every process behind the proxy.
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from './bigint-as-number.js';

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
}
