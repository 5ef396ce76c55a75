// The leads' calls: a page of the inbox, one lead in full, its changes (stage, owner, follow-up, a
// note, out of Spam), its deletion, the admins a lead can be given to, and where it stands with Odoo.
import type { AdminLeadDetail, AdminOwner, LeadConflict, LeadsPage } from '../../../site/admin-types.js';
import type { OdooDelivery, OdooSyncStatus } from '../../../site/notification-delivery.js';
import type { ContactChannel } from '../../../site/pipeline/contact-channels.js';
import type { LeadStage, ManualSpamReason } from '../../../site/pipeline/stages.js';
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
  valueSar?: number | null;
  expectedCloseMonth?: string | null;
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

/** Moves a lead into Spam by hand on the version the admin saw; a 409 hands back the lead as it now is. */
export async function markSpam(
  id: number,
  reason: ManualSpamReason,
  version: number,
): Promise<{ saved: AdminLeadDetail } | { conflict: AdminLeadDetail }> {
  try {
    return { saved: await call('POST', `${leadPath(id)}/spam`, { body: { reason, version }, answer: leadDetail }) };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 409 && conflict(error.body) && leadDetail(error.body.lead))
      return { conflict: error.body.lead };
    throw error;
  }
}

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

/**
 * A tap on a contact button, recorded as the phone app or WhatsApp opens: keepalive lets the request
 * outlive the page's navigation to tel:/wa.me. Nothing holds the call back for it, and a failure
 * is not shown (a lost record is not worth an error over a call that went ahead); it settles once
 * the server has answered, so a view can then show the timeline with the attempt on it.
 */
export async function logContactAttempt(id: number, channel: ContactChannel): Promise<void> {
  await fetch(`${leadPath(id)}/contact-attempts`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel }),
  }).catch(() => undefined);
}
