// One change to many leads: the ticked ones (each at the version on screen) or every lead matching
// the list's filter. The answer says which changed and which a colleague saved first.
import type { ManualSpamReason, LeadStage } from '../../../site/pipeline/stages.js';
import { call } from './call.js';
import { shape } from './shape.js';

export type BulkAction =
  | { kind: 'assign'; ownerId: number | null }
  | { kind: 'stage'; stage: Exclude<LeadStage, 'lost'> }
  | { kind: 'lost'; reason: string }
  | { kind: 'spam'; reason: ManualSpamReason }
  | { kind: 'delete' };

export interface BulkResult {
  changed: Array<{ id: number; version: number }>;
  unchanged: Array<{ id: number; version: number }>;
  conflicted: Array<{ id: number; version: number }>;
  missing: number[];
  managedInOdoo: number[];
}

const bulkResult = shape<BulkResult>([], ['changed', 'unchanged', 'conflicted', 'missing', 'managedInOdoo']);

export type BulkSelection = { leads: Array<{ id: number; version: number }> } | { filter: Record<string, string> };

export const changeLeads = (selection: BulkSelection, action: BulkAction) =>
  call('POST', '/api/admin/leads/bulk', { body: { ...selection, action }, answer: bulkResult });
