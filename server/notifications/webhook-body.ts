// The webhook's JSON: the event, the delivery's id (the same on every retry, for the receiver to
// drop a repeat), a link to the lead in the admin inbox, and the lead as the inbox shows it with
// its words cleaned as in the email (notified-lead.ts) and its page as a full address.
import type { Lead } from '../../entities/index.js';
import { toAdminLead } from '../admin/lead-query.js';
import { notifiedLead } from './notified-lead.js';

export function webhookBody(
  lead: Lead,
  { siteUrl, notificationId }: { siteUrl: string; notificationId: number },
): string {
  const { messageLines, ...words } = notifiedLead(lead, siteUrl);
  return JSON.stringify({
    event: 'lead.created',
    deliveryId: notificationId,
    adminUrl: `${siteUrl}/admin?lead=${lead.id}`,
    lead: { ...toAdminLead(lead), ...words, email: words.email || null, message: messageLines.join('\n') },
  });
}
