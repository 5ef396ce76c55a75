// The leads' calls: a page of the inbox, one lead in full, its changes (stage, owner, follow-up, a
// note, out of Spam), its deletion, the admins a lead can be given to, and where it stands with Odoo.
import type { AdminLeadDetail, AdminOwner, LeadConflict, LeadsPage } from '../../../site/admin-types.js';
import type { OdooDelivery, OdooSyncStatus } from '../../../site/notification-delivery.js';
import type { LeadStage } from '../../../site/pipeline/stages.js';
import { AdminApiError } from './admin-api-error.js';
import { call } from './call.js';
import { shape } from './shape.js';

const leadsPage = shape<LeadsPage>(['total', 'totalCapped', 'pageSize', 'nextCursor', 'prevCursor'], ['items']);
const leadDetail = shape<AdminLeadDetail>(['id', 'name', 'stage', 'version'], ['timeline', 'related']);
const owners = shape<{ owners: AdminOwner[] }>([], ['owners']);
const odooDelivery = shape<OdooDelivery>(['state']);
const conflict = shape<LeadConflict>(['lead']);

const leadPath = (id: number) => `/api/admin/leads/${id}`;

/** A page of the leads a filter selects (its query string, the cursor included). */
export const listLeads = (query: string, signal?: AbortSignal) =>
  call('GET', `/api/admin/leads?${query}`, { signal, answer: leadsPage });

export const getLead = (id: number, signal?: AbortSignal) => call('GET', leadPath(id), { signal, answer: leadDetail });

export const deleteLead = (id: number) => call('DELETE', leadPath(id));

/** A change of the pipeline fields, made on the version of the lead the admin saw. */
export interface LeadChange {
  version: number;
  stage?: LeadStage;
  lostReason?: string;
  ownerId?: number | null;
  followUpOn?: string | null;
}

/** The lead as saved, or, when a colleague saved it first (409), the lead as it now is. */
export async function changeLead(
  id: number,
  change: LeadChange,
): Promise<{ saved: AdminLeadDetail } | { conflict: AdminLeadDetail }> {
  try {
    return { saved: await call('PATCH', leadPath(id), { body: change, answer: leadDetail }) };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 409 && conflict(error.body) && leadDetail(error.body.lead))
      return { conflict: error.body.lead };
    throw error;
  }
}

export const addNote = (id: number, text: string) =>
  call('POST', `${leadPath(id)}/notes`, { body: { text }, answer: leadDetail });

/** Moves a lead out of Spam, which sends the notifications it was held back from. */
export const releaseFromSpam = (id: number) => call('POST', `${leadPath(id)}/not-spam`, { answer: leadDetail });

export const listOwners = async (signal?: AbortSignal) =>
  (await call('GET', '/api/admin/owners', { signal, answer: owners })).owners;

export const getOdooDelivery = (id: number, signal?: AbortSignal) =>
  call('GET', `${leadPath(id)}/odoo`, { signal, answer: odooDelivery });

/** Sends the lead to Odoo now (again, after a fix, or for the first time). */
export const sendToOdoo = (id: number) => call('POST', `${leadPath(id)}/odoo`, { answer: odooDelivery });

const odooSync = shape<OdooSyncStatus>(['enabled']);

/** Where the sync from Odoo stands: its last pass and fault. */
export const getOdooSync = (signal?: AbortSignal) => call('GET', '/api/admin/odoo/sync', { signal, answer: odooSync });

/** Reads the leads back from Odoo now; answers when the pass is done (or another process runs one). */
export const syncFromOdoo = () => call('POST', '/api/admin/odoo/sync', { answer: odooSync });
