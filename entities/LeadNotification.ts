// A notification owed for a lead, one row per channel (email, webhook, Odoo), written in the same
// transaction as the lead: a lead answered 2xx always has its notifications queued, and a worker
// in any process delivers them. A row is claimed with a lease before it is sent, so two processes
// never send it at once; it keeps its attempts and last error for the operator.
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryFailureKind } from '../site/notification-delivery.js';
import { OutboxRow } from './outbox-row.js';

export type NotificationChannel = 'email' | 'webhook' | 'odoo';

@Entity({ name: 'lead_notification' })
@Index('idx_lead_notification_due', ['sentAt', 'dueAt'])
export class LeadNotification extends OutboxRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_lead_notification_lead')
  @Column({ type: 'integer', name: 'lead_id' })
  leadId!: number;

  @Column({ type: 'varchar', length: 16 })
  channel!: NotificationChannel;

  /** Why the last attempt failed when the channel could tell; a kind other than 'transient' waits for a fix. */
  @Column({ type: 'varchar', length: 16, name: 'failure_kind', nullable: true })
  failureKind!: DeliveryFailureKind | null;
}
