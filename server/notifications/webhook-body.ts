// The webhook's JSON: the event, the delivery's id (the same on every retry, for the receiver to
// drop a repeat), a link to the lead in the admin inbox, and the lead with its words cleaned as in
// the email (notified-lead.ts): its page as a full address, the phone also in E.164, the person's
// first lead when they wrote before (contactLeadId, with its admin link), and where the visit came
// from (attribution). Its own shape, apart from the admin screens', so a receiver's contract only
// changes here.
import type { Lead } from '../../entities/index.js';
import { notifiedLead } from './notified-lead.js';

export function webhookBody(
  lead: Lead,
  { siteUrl, notificationId }: { siteUrl: string; notificationId: number },
): string {
  const { messageLines, attribution, contactLeadId, ...words } = notifiedLead(lead, siteUrl);
  return JSON.stringify({
    event: 'lead.created',
    deliveryId: notificationId,
    adminUrl: `${siteUrl}/admin?lead=${lead.id}`,
    lead: {
      id: lead.id,
      createdAt: new Date(lead.createdAt).toISOString(),
      ...words,
      email: words.email || null,
      message: messageLines.join('\n'),
      source: lead.source,
      locale: lead.locale,
      marketingConsent: Boolean(lead.marketingConsent),
      returningContact: contactLeadId !== null,
      contactLeadId,
      contactAdminUrl: contactLeadId === null ? null : `${siteUrl}/admin?lead=${contactLeadId}`,
      attribution,
    },
  });
}
