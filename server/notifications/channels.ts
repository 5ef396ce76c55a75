// Delivery of one lead notification per channel: email through the operator's SMTP server
// (nodemailer), a signed JSON POST for a CRM, Slack or n8n, and a crm.lead in the company's Odoo. Each call either delivers or throws;
// the worker decides when to try again. The signal each gets is the attempt's: the worker aborts it
// at the attempt's ceiling whatever the receiver does, and at once when the lease is gone.
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { NotificationChannel } from '../../entities/index.js';
import type { Deliver } from './deliver.js';
import type { NotificationConfig } from '../config/config.js';
import type { DataSource } from 'typeorm';
import { leadMessage } from './lead-message.js';
import { odooChannel } from './odoo/odoo-channel.js';
import { webhookBody } from './webhook-body.js';

// Each phase fails well before the attempt's ceiling, with an error that names it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

export const WEBHOOK_SIGNATURE_HEADER = 'X-Lead-Signature';

/** "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>": the receiver recomputes it and checks t is recent. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

export function deliveryChannels(
  config: NotificationConfig,
  db: DataSource,
): Partial<Record<NotificationChannel, Deliver>> {
  const channels: Partial<Record<NotificationChannel, Deliver>> = {};
  const { email, webhook, odoo } = config;
  if (email) {
    const transport = nodemailer.createTransport({ url: email.smtpUrl, ...SMTP_TIMEOUTS });
    channels.email = async (lead, context) => {
      const message = leadMessage(lead, { ...context, language: email.language });
      await transport.sendMail({
        signal: context.signal,
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
      const body = webhookBody(lead, context);
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(webhook.secret, body, Math.floor(Date.now() / 1000)),
          'X-Lead-Delivery': String(context.notificationId),
        },
        body,
        signal: context.signal,
        redirect: 'error',
      });
      // The status is the answer; the body is not read, and not waited for.
      void response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    };
  }
  if (odoo) channels.odoo = odooChannel(odoo, db);
  return channels;
}
