// A one-time link an owner hands to someone: an invitation to create an account, or a reset that sets
// a new password for an existing one. Only a SHA-256 of the link's token is kept, so a copy of the
// table opens no account. An invitation carries the new account's name, role and email until it is
// used; the account exists only once its person has chosen a password. A link is worth no more than
// its maker's rights: it stops working (revoked_at) once they are demoted, disabled or deleted, or,
// for a reset, once its account changes role or state, and an owner may revoke one by hand.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber, nullableBigintAsNumber } from './bigint-as-number.js';

export const adminLinkPurposes = ['invite', 'reset'] as const;
export type AdminLinkPurpose = (typeof adminLinkPurposes)[number];

/** 'revoked' by an owner by hand; 'void' when its maker lost the right to grant it or its account changed. */
export type AdminLinkRevokeReason = 'revoked' | 'void';

@Entity({ name: 'admin_link' })
export class AdminLink {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Hex SHA-256 of the token in the link. */
  @Index('idx_admin_link_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 8 })
  purpose!: AdminLinkPurpose;

  /** The account the link is for: the one to create (invite) or the one to reset. */
  @Column({ type: 'varchar', length: 50 })
  username!: string;

  /** The invited account's role; null for a reset. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  role!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** The owner who made the link. */
  @Column({ type: 'varchar', length: 100, name: 'created_by' })
  createdBy!: string;

  @Column({ type: 'bigint', name: 'created_at', transformer: bigintAsNumber })
  createdAt!: number;

  @Column({ type: 'bigint', name: 'expires_at', transformer: bigintAsNumber })
  expiresAt!: number;

  @Column({ type: 'bigint', name: 'used_at', nullable: true, transformer: nullableBigintAsNumber })
  usedAt!: number | null;

  /** When the link stopped working before it was used (revoked, or its maker's rights or its account changed). */
  @Column({ type: 'bigint', name: 'revoked_at', nullable: true, transformer: nullableBigintAsNumber })
  revokedAt!: number | null;

  /** Why: an owner revoked it, or a change to its maker or its account voided it. */
  @Column({ type: 'varchar', length: 16, name: 'revoke_reason', nullable: true })
  revokeReason!: AdminLinkRevokeReason | null;

  /** Who revoked it, or whose change voided it. */
  @Column({ type: 'varchar', length: 100, name: 'revoked_by', nullable: true })
  revokedBy!: string | null;
}
