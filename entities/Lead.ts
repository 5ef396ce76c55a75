// A lead from the popup, the contact form or the landing form. No IP address is kept.
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadSource } from '../site/lead-schema.js';

// Explicit column types everywhere: tsx/esbuild emit no decorator metadata to infer them from.
@Entity({ name: 'lead' })
export class Lead {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_lead_created_at')
  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ type: 'varchar', length: 150, default: '' })
  company!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city!: string;

  @Column({ type: 'varchar', length: 150 })
  service!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 16 })
  source!: LeadSource;

  @Column({ type: 'varchar', length: 2 })
  locale!: 'en' | 'ar';

  @Column({ type: 'varchar', length: 500, name: 'page_path', nullable: true })
  pagePath!: string | null;

  @Column({ type: 'boolean', name: 'marketing_consent', default: false })
  marketingConsent!: boolean;

  /** Compared byte for byte: binary-collated on MySQL/MariaDB (the CaseSensitiveIdempotencyKeys migration). */
  @Column({ type: 'varchar', length: 100, name: 'idempotency_key', nullable: true, unique: true })
  idempotencyKey!: string | null;
}
