// A change to a lead's stage, lost reason or value, refused when the lead is worked in the company's
// Odoo: those fields come from Odoo's sync there, and a change here would be overwritten by the next
// pass (or, worse, not match what the sales team sees in Odoo).
import type { DataSource } from 'typeorm';
import { Lead } from '../../../entities/index.js';
import type { OdooChannelConfig } from '../../config/config.js';
import { refusal } from '../../http/errors.js';
import { isManagedInOdoo, touchesOdooFields } from '../../odoo-sync/managed-in-odoo.js';

export const managedInOdoo = () =>
  refusal(
    409,
    'This lead is worked in Odoo: change its stage and value there; the site shows them after the next sync',
    undefined,
    'managed-in-odoo',
  );

export async function refuseOdooManagedChange(
  db: DataSource,
  leadId: number,
  change: Record<string, unknown>,
  odoo: OdooChannelConfig | undefined,
): Promise<void> {
  if (!odoo || !touchesOdooFields(change)) return;
  const lead = await db.getRepository(Lead).findOne({ where: { id: leadId }, select: { id: true, odooLeadId: true } });
  if (lead && isManagedInOdoo(lead, odoo)) throw managedInOdoo();
}
