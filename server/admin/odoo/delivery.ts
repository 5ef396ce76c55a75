// A lead's standing with the company's Odoo, read from the lead (the crm.lead id it became) and its
// Odoo notification (attempts, and why the last one failed).
import type { DataSource } from 'typeorm';
import { Lead, LeadNotification } from '../../../entities/index.js';
import type { OdooChannelConfig } from '../../config/config.js';
import { odooLeadUrl } from '../../notifications/odoo/odoo-channel.js';
import { odooViewOf, type OdooDelivery } from '../../../site/notification-delivery.js';
import { isManagedInOdoo } from '../../odoo-sync/managed-in-odoo.js';

/** The lead's standing, or null when there is no such lead. */
export async function odooDeliveryOf(
  db: DataSource,
  leadId: number,
  odoo: OdooChannelConfig | undefined,
): Promise<OdooDelivery | null> {
  const lead = await db.getRepository(Lead).findOne({
    where: { id: leadId },
    select: {
      id: true,
      odooLeadId: true,
      odooStageName: true,
      odooSalesperson: true,
      odooProbability: true,
      odooWriteDate: true,
    },
  });
  if (!lead) return null;
  if (lead.odooLeadId !== null)
    return {
      state: 'in-odoo',
      odooLeadId: lead.odooLeadId,
      url: odoo ? odooLeadUrl(odoo.url, lead.odooLeadId) : null,
      odoo: odooViewOf(lead),
      managed: isManagedInOdoo(lead, odoo),
    };
  if (!odoo) return { state: 'off' };
  const row = await db.getRepository(LeadNotification).findOneBy({ leadId, channel: 'odoo' });
  if (!row) return { state: 'not-sent' };
  const kind = row.failureKind;
  if (kind && kind !== 'transient' && row.sentAt === null)
    return { state: 'waiting', kind, attempts: row.attempts, error: row.lastError ?? '' };
  return { state: 'queued', attempts: row.attempts, failing: row.sentAt === null && kind === 'transient' };
}
