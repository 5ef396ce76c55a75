// The calls for personal data and accountability: erasing every lead of one person, and the activity
// log. (The CSV export is a form the browser posts itself: inbox/ExportCsvForm.tsx.)
import type { AuditEntry, Erasure } from '../../../site/admin-answers.js';
import { call } from './call.js';
import { shape } from './shape.js';

const erasure = shape<Erasure>(['erased'], ['odooLeads']);
const auditLog = shape<{ entries: AuditEntry[] }>([], ['entries']);

/** Deletes every lead with this email or phone (at least one of them given). */
export const eraseContact = (contact: { email?: string; phone?: string }) =>
  call('POST', '/api/admin/erasures', { body: contact, answer: erasure });

export const getAuditLog = async (signal?: AbortSignal) =>
  (await call('GET', '/api/admin/audit', { signal, answer: auditLog })).entries;
