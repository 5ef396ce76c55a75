// A lead from the popup, the contact form or the landing form. No IP address is kept.
import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { leadSearchKeyOf } from '../site/lead-search-key.js';
import type { LeadSource } from '../site/lead-schema.js';
import type { LeadStage, SpamReason } from '../site/pipeline/stages.js';

// Explicit column types everywhere: tsx/esbuild emit no decorator metadata to infer them from.
// The sales dashboard's indexes: the period's leads outside Spam as one range, holding every column
// its queries read.
@Index('idx_lead_dashboard', [
  'spamReason',
  'createdAt',
  'source',
  'locale',
  'stage',
  'furthestStageRank',
  'firstResponseAt',
])
// The rankings and the one pass over the period, in the order they group by (the
// BoardAndPeriodIndexes migration says why).
@Index('idx_lead_dashboard_campaign', ['spamReason', 'utmCampaign', 'createdAt', 'stage', 'valueSar'])
@Index('idx_lead_dashboard_landing', ['spamReason', 'landingPath', 'createdAt', 'stage', 'valueSar'])
@Index('idx_lead_dashboard_value', [
  'spamReason',
  'stage',
  'furthestStageRank',
  'source',
  'ownerId',
  'expectedCloseMonth',
  'createdAt',
  'firstResponseAt',
  'valueSar',
])
@Index('idx_lead_dashboard_owner', [
  'spamReason',
  'ownerId',
  'createdAt',
  'stage',
  'firstResponseAt',
  'valueSar',
  'followUpOn',
])
@Entity({ name: 'lead' })
// The inbox's lists, each read in order from one index (the PipelineIndexes migration says why).
@Index('idx_lead_view_created', ['spamReason', 'createdAt'])
@Index('idx_lead_view_follow_up', ['spamReason', 'followUpOn'])
@Index('idx_lead_view_stage_created', ['spamReason', 'stage', 'createdAt'])
@Index('idx_lead_view_owner_created', ['spamReason', 'ownerId', 'createdAt'])
@Index('idx_lead_view_source_created', ['spamReason', 'source', 'createdAt'])
@Index('idx_lead_view_campaign_created', ['spamReason', 'utmCampaign', 'createdAt'])
@Index('idx_lead_view_utm_source_created', ['spamReason', 'utmSource', 'createdAt'])
@Index('idx_lead_view_search_key', ['spamReason', 'searchKey'])
// The board's count and value of each stage.
@Index('idx_lead_board_value', ['spamReason', 'stage', 'valueSar'])
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

  // Recognising a returning contact: the phone in E.164 and the email lowercased, beside what the
  // visitor typed. Null when nothing usable was given.
  @Index('idx_lead_phone_e164')
  @Column({ type: 'varchar', length: 16, name: 'phone_e164', nullable: true })
  phoneE164!: string | null;

  @Index('idx_lead_email_key')
  @Column({ type: 'varchar', length: 254, name: 'email_key', nullable: true })
  emailKey!: string | null;

  /** What a search reads: name, company, phone digits, email and city in one spelling
   * (site/lead-search-key.ts), set when the lead is stored; a change to those fields sets it again. */
  @Column({ type: 'varchar', length: 600, name: 'search_key', nullable: true })
  searchKey!: string | null;

  // Every insert through the ORM (the intake, an import, a test's lead) keys the lead as it is stored.
  @BeforeInsert()
  protected keyForSearch() {
    this.searchKey ??= leadSearchKeyOf(this);
  }

  /** The first lead of the same contact (same phone or email), or null when this is the first. */
  @Index('idx_lead_contact_lead_id')
  @Column({ type: 'integer', name: 'contact_lead_id', nullable: true })
  contactLeadId!: number | null;

  // The pipeline.
  @Index('idx_lead_stage')
  @Column({ type: 'varchar', length: 16, default: 'new' })
  stage!: LeadStage;

  @Column({ type: 'varchar', length: 200, name: 'lost_reason', nullable: true })
  lostReason!: string | null;

  /** How far along the pipeline the lead has ever got (index in the open stages, then won), so the
   * share reaching each stage is one count per stage, also for leads lost later. */
  @Column({ type: 'integer', name: 'furthest_stage_rank', default: 0 })
  furthestStageRank!: number;

  /** The admin handling the lead (admin_user.id), or null while nobody is. */
  @Index('idx_lead_owner_id')
  @Column({ type: 'integer', name: 'owner_id', nullable: true })
  ownerId!: number | null;

  /** The next day to follow up, YYYY-MM-DD in Riyadh time; overdue once that day has passed. */
  @Index('idx_lead_follow_up_on')
  @Column({ type: 'varchar', length: 10, name: 'follow_up_on', nullable: true })
  followUpOn!: string | null;

  /** The deal's value in whole Saudi riyals, VAT excluded; null until someone prices it. A won lead
   * keeps it: the dashboard's won value is its sum. */
  @Column({ type: 'integer', name: 'value_sar', nullable: true })
  valueSar!: number | null;

  /** The month the team expects to close the deal, YYYY-MM; null while nobody has said. */
  @Column({ type: 'varchar', length: 7, name: 'expected_close_month', nullable: true })
  expectedCloseMonth!: string | null;

  /** When someone first acted on the lead (a stage change or a note): the team's response time. */
  @Column({ type: 'datetime', name: 'first_response_at', nullable: true })
  firstResponseAt!: Date | null;

  /** Raised by every change an admin saves; a save naming an older version is refused (409). */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  /** Why the lead sits in the Spam view; null for the inbox. */
  @Column({ type: 'varchar', length: 16, name: 'spam_reason', nullable: true })
  spamReason!: SpamReason | null;

  // Where the lead came from (first-party attribution of the visit that produced it).
  @Column({ type: 'varchar', length: 500, name: 'landing_path', nullable: true })
  landingPath!: string | null;

  @Column({ type: 'varchar', length: 200, name: 'referrer_origin', nullable: true })
  referrerOrigin!: string | null;

  @Column({ type: 'varchar', length: 200, name: 'utm_source', nullable: true })
  utmSource!: string | null;

  @Column({ type: 'varchar', length: 200, name: 'utm_medium', nullable: true })
  utmMedium!: string | null;

  @Index('idx_lead_utm_campaign')
  @Column({ type: 'varchar', length: 200, name: 'utm_campaign', nullable: true })
  utmCampaign!: string | null;

  @Column({ type: 'varchar', length: 200, name: 'utm_term', nullable: true })
  utmTerm!: string | null;

  @Column({ type: 'varchar', length: 200, name: 'utm_content', nullable: true })
  utmContent!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  gclid!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  fbclid!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  msclkid!: string | null;

  /** The crm.lead this lead became in the company's Odoo, once the Odoo channel delivered it. */
  @Column({ type: 'integer', name: 'odoo_lead_id', nullable: true })
  odooLeadId!: number | null;

  // What the company's Odoo says of the lead, written by the sync from Odoo (server/odoo-sync/): its
  // stage's own name, the salesperson's name, the probability, and the crm.lead's write_date, which
  // makes each change in Odoo apply once.
  @Column({ type: 'varchar', length: 200, name: 'odoo_stage_name', nullable: true })
  odooStageName!: string | null;

  @Column({ type: 'varchar', length: 200, name: 'odoo_salesperson', nullable: true })
  odooSalesperson!: string | null;

  @Column({ type: 'double', name: 'odoo_probability', nullable: true })
  odooProbability!: number | null;

  @Column({ type: 'varchar', length: 19, name: 'odoo_write_date', nullable: true })
  odooWriteDate!: string | null;

  /** Meta's click id in its cookie form, fb.1.<first seen, epoch ms>.<fbclid>, kept at intake. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  fbc!: string | null;
}
