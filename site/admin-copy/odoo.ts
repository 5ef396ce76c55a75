// A lead's standing with the company's Odoo, in the lead view, and the Odoo leads an erasure leaves.
import type { OdooDelivery } from '../notification-delivery.js';

type WaitingKind = Extract<OdooDelivery, { state: 'waiting' }>['kind'];

export interface OdooCopy {
  heading: string;
  loading: string;
  /** The crm.lead this lead became. */
  inOdoo: (odooLeadId: number) => string;
  open: string;
  /** Owed and on its way. */
  queued: string;
  /** Failing for a passing reason (Odoo away, slow, a proxy's error), tried again and again. */
  retrying: (attempts: number) => string;
  /** "Not in Odoo yet:" followed by the reason. */
  waiting: string;
  /** What to do about each kind of failure an operator must fix. */
  reasons: Record<WaitingKind, string>;
  /** Label of Odoo's own words (in English, as Odoo answered). */
  odooSaid: string;
  notSent: string;
  retry: string;
  send: string;
  sending: string;
  failed: string;
}
