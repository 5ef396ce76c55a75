// What the pipeline form holds, and the change it asks the server for: only the fields that differ
// from the lead it is compared with, and that lead's version (the server refuses the change when
// someone saved the lead since).
import type { AdminLead } from '../../../site/admin-types.js';
import type { LeadChange } from '../api/leads.js';
import type { LeadStage } from '../../../site/pipeline/stages.js';
import { typedRiyals } from '../shared/format-sar.js';

export interface PipelineDraft {
  stage: LeadStage;
  lostReason: string;
  /** '' for nobody, else the admin's id. */
  ownerId: string;
  /** '' for no follow-up, else YYYY-MM-DD. */
  followUpOn: string;
  /** The value as typed ('' for none), whole riyals. */
  valueSar: string;
  /** '' for none, else YYYY-MM. */
  expectedCloseMonth: string;
}

export const draftOf = (lead: AdminLead): PipelineDraft => ({
  stage: lead.stage,
  lostReason: lead.lostReason ?? '',
  ownerId: lead.owner ? String(lead.owner.id) : '',
  followUpOn: lead.followUpOn ?? '',
  valueSar: lead.valueSar === null ? '' : String(lead.valueSar),
  expectedCloseMonth: lead.expectedCloseMonth ?? '',
});

/** The change from `lead` to `draft`, or null when there is none. */
export function changeOf(draft: PipelineDraft, lead: AdminLead): LeadChange | null {
  const now = draftOf(lead);
  const body: LeadChange = { version: lead.version };
  const reasonChanged = draft.stage === 'lost' && draft.lostReason.trim() !== now.lostReason;
  if (draft.stage !== now.stage || reasonChanged) {
    body.stage = draft.stage;
    if (draft.stage === 'lost') body.lostReason = draft.lostReason;
  }
  if (draft.ownerId !== now.ownerId) body.ownerId = draft.ownerId ? Number(draft.ownerId) : null;
  // The follow-up day is not the form's: it follows the lead's earliest open activity (LeadActivities.tsx).
  const value = typedRiyals(draft.valueSar);
  if (value !== lead.valueSar) body.valueSar = value as number | null;
  if (draft.expectedCloseMonth !== now.expectedCloseMonth) body.expectedCloseMonth = draft.expectedCloseMonth || null;
  return Object.keys(body).length > 1 ? body : null;
}
