// An admin who signs in at /admin. Accounts are managed by an owner in the browser (the Accounts
// screen) or from the command line (server/cli/admin.ts); the hash is scrypt's, in the self-describing
// format of server/accounts/passwords.ts.
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminRole } from '../site/admin-roles.js';

@Entity({ name: 'admin_user' })
export class AdminUser {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  username!: string;

  @Column({ type: 'varchar', length: 255, name: 'password_hash' })
  passwordHash!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'datetime', name: 'last_login_at', nullable: true })
  lastLoginAt!: Date | null;

  /** A disabled admin cannot sign in and their sessions stop working. */
  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  /** The language the admin chose for the admin screens; null until they choose (then the browser's). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  locale!: 'en' | 'ar' | null;

  /** What the admin may do (site/admin-roles.ts); read from here on every admin request. */
  @Column({ type: 'varchar', length: 16, default: 'owner' })
  role!: AdminRole;

  /** Where notices about the account go: the address the invitation was sent to; null when none was given. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /**
   * Random, and new whenever the second factor is set up, renewed or removed: a sign-in half-way
   * through (server/auth/second-factor-session.ts) stands for the value it began under, so such a
   * change ends it. Null until the first change.
   */
  @Column({ type: 'varchar', length: 32, name: 'credentials_stamp', nullable: true })
  credentialsStamp!: string | null;

  /** Whether the admin wants the 08:00 email of their overdue and today's activities (My account). */
  @Column({ type: 'boolean', name: 'morning_reminder', default: true })
  morningReminder!: boolean;
}
