// An admin's second factor: the TOTP secret, encrypted (server/accounts/totp-secret-box.ts), when it was
// set up, and the last time step a code was accepted for, so a code seen once cannot be replayed
// within its window. One row per admin who has set one up; no row means none.
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'admin_second_factor' })
export class AdminSecondFactor {
  @PrimaryColumn({ type: 'integer', name: 'admin_id' })
  adminId!: number;

  /** AES-256-GCM of the base32 secret: iv, tag and ciphertext, base64url, dot-separated. */
  @Column({ type: 'varchar', length: 255, name: 'secret_box' })
  secretBox!: string;

  @Column({ type: 'datetime', name: 'enrolled_at' })
  enrolledAt!: Date;

  /** The 30-second step of the last code accepted (Unix time / 30); later codes must be newer. */
  @Column({ type: 'integer', name: 'last_step', nullable: true })
  lastStep!: number | null;
}
