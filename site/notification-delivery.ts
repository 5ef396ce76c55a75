// How a lead's notifications stand, in the terms the admin shows: why a delivery failed, and where a
// lead stands with the company's Odoo.

/**
 * Why a notification's last attempt failed, when its channel can tell: 'transient' passes with
 * retries; the others need someone to fix credentials, rights, a missing app or refused values.
 */
export const deliveryFailureKinds = [
  'transient',
  'auth',
  'access',
  'missing-model',
  'validation',
  'unexpected',
] as const;
export type DeliveryFailureKind = (typeof deliveryFailureKinds)[number];

export type OdooDelivery =
  /** Odoo is not set up on this site, and the lead never reached one. */
  | { state: 'off' }
  /** In Odoo as this crm.lead; `url` opens it there (null when Odoo is no longer set up). */
  | { state: 'in-odoo'; odooLeadId: number; url: string | null }
  /** Owed: not tried yet (or asked again after a fix), or `failing` for a passing reason retries get past. */
  | { state: 'queued'; attempts: number; failing: boolean }
  /** Not in Odoo yet for a reason someone must fix; `error` is Odoo's own words. */
  | { state: 'waiting'; kind: Exclude<DeliveryFailureKind, 'transient'>; attempts: number; error: string }
  /** Never sent: a lead from before Odoo was set up, or one held in Spam. */
  | { state: 'not-sent' };
