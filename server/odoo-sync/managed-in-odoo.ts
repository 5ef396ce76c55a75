// A lead the company's Odoo has (delivered there, with Odoo set up on this site) is worked in Odoo:
// its stage, lost reason and value come from the sync and are not changed in the site's admin. A
// lead Odoo never got keeps the site's own pipeline. Every route that changes those fields — one
// lead's PATCH, bulk changes, the board's moves — asks this first and answers 409 `managed-in-odoo`.
import type { Lead } from '../../entities/index.js';
import type { OdooChannelConfig } from '../config/config.js';

/** The fields Odoo owns for such a lead. */
export const ODOO_MANAGED_FIELDS = ['stage', 'lostReason', 'valueSar', 'expectedCloseMonth'] as const;

export const isManagedInOdoo = (lead: Pick<Lead, 'odooLeadId'>, odoo: OdooChannelConfig | undefined): boolean =>
  odoo !== undefined && lead.odooLeadId !== null;

/** Whether a change names any field Odoo owns. */
export const touchesOdooFields = (change: Record<string, unknown>): boolean =>
  ODOO_MANAGED_FIELDS.some((field) => change[field] !== undefined);
