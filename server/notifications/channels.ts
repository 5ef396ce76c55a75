// Delivery of one lead notification per channel: email through the operator's SMTP server
// (nodemailer), and a signed JSON POST for a CRM, Slack or n8n. Each call either delivers or throws;
// the worker decides when to try again.
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Lead, NotificationChannel } from '../../entities/index.js';
import { toAdminLead } from '../admin/lead-query.js';
import type { NotificationConfig } from '../config.js';
import { leadMessage } from './lead-message.js';

export interface DeliveryContext {
  siteName: string;
  siteUrl: string;
  /** The outbox row's id: the same on every retry, so a receiver can drop a repeat. */
  notificationId: number;
}

export type Deliver = (lead: Lead, context: DeliveryContext) => Promise<void>;

// Shorter than the outbox lease, so a hung server fails the attempt before another worker may claim it.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
const WEBHOOK_TIMEOUT_MS = 15_000;

export const WEBHOOK_SIGNATURE_HEADER = 'X-Lead-Signature';

/** "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>": the receiver recomputes it and checks t is recent. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

export function deliveryChannels(config: NotificationConfig): Partial<Record<NotificationChannel, Deliver>> {
  const channels: Partial<Record<NotificationChannel, Deliver>> = {};
  const { email, webhook } = config;
  if (email) {
    const transport = nodemailer.createTransport({ url: email.smtpUrl, ...SMTP_TIMEOUTS });
    channels.email = async (lead, context) => {
      const message = leadMessage(lead, context);
      await transport.sendMail({
        from: email.from,
        to: email.to,
        replyTo: lead.email ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The same id on every retry: a mail client shows a resent notification once.
        messageId: `<lead-${lead.id}-notification-${context.notificationId}@${new URL(context.siteUrl).hostname}>`,
      });
    };
  }
  if (webhook) {
    channels.webhook = async (lead, context) => {
      const body = JSON.stringify({
        event: 'lead.created',
        deliveryId: context.notificationId,
        adminUrl: `${context.siteUrl}/admin?lead=${lead.id}`,
        // The lead as the admin inbox shows it, and its page as a full address.
        lead: { ...toAdminLead(lead), pageUrl: lead.pagePath ? `${context.siteUrl}${lead.pagePath}` : null },
      });
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(webhook.secret, body, Math.floor(Date.now() / 1000)),
          'X-Lead-Delivery': String(context.notificationId),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    };
  }
  return channels;
}
