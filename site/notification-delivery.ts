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
  /** In Odoo as this crm.lead; `url` opens it there (null when Odoo is no longer set up); `odoo` is
   * what the last sync read there (null before one did); `managed`: its stage and value are Odoo's. */
  | { state: 'in-odoo'; odooLeadId: number; url: string | null; odoo: OdooView | null; managed: boolean }
  /** Owed: not tried yet (or asked again after a fix), or `failing` for a passing reason retries get past. */
  | { state: 'queued'; attempts: number; failing: boolean }
  /** Not in Odoo yet for a reason someone must fix; `error` is Odoo's own words. */
  | { state: 'waiting'; kind: Exclude<DeliveryFailureKind, 'transient'>; attempts: number; error: string }
  /** Never sent: a lead from before Odoo was set up, or one held in Spam. */
  | { state: 'not-sent' };

/** What the company's Odoo says of a lead, as the last sync read it. */
export interface OdooView {
  /** Odoo's own name of the lead's stage. */
  stageName: string | null;
  /** The salesperson's name in Odoo. */
  salesperson: string | null;
  /** Odoo's probability, 0–100. */
  probability: number | null;
  /** The crm.lead's last change in Odoo, ISO 8601. */
  changedAt: string | null;
}

/** GET/POST /api/admin/odoo/sync: where the sync from Odoo stands. */
export interface OdooSyncStatus {
  /** Odoo is set up on this site. */
  enabled: boolean;
  /** A pass is running somewhere now. */
  running: boolean;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastRead: number;
  lastApplied: number;
  /** Why the last pass failed, in Odoo's words; null when it did not. */
  lastError: string | null;
  lastFailureKind: DeliveryFailureKind | null;
  /** What the pass this answer waited for did; absent on GET. */
  pass?: { state: 'done'; read: number; applied: number; batches: number } | { state: 'busy' };
}

/** The view of Odoo's fields stored on a lead: null before any sync touched it. */
export const odooViewOf = (lead: {
  odooStageName?: string | null;
  odooSalesperson?: string | null;
  odooProbability?: number | null;
  odooWriteDate?: string | null;
}): OdooView | null =>
  lead.odooWriteDate
    ? {
        stageName: lead.odooStageName ?? null,
        salesperson: lead.odooSalesperson ?? null,
        probability: lead.odooProbability ?? null,
        changedAt: `${lead.odooWriteDate.replace(' ', 'T')}Z`,
      }
    : null;
