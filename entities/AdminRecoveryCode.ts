// One of an admin's ten recovery codes, kept as a keyed hash (server/auth/recovery-codes.ts): each
// signs in once in place of an authenticator code, and is then marked used.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'admin_recovery_code' })
export class AdminRecoveryCode {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_admin_recovery_code_admin')
  @Column({ type: 'integer', name: 'admin_id' })
  adminId!: number;

  @Column({ type: 'varchar', length: 64, name: 'code_hash' })
  codeHash!: string;

  @Column({ type: 'datetime', name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
