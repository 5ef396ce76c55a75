// One lead in full (its timeline and its contact's other leads), loaded when its view opens; a save,
// a note or a conflict's answer hands back the lead as it now is, which replaces the one shown.
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { statusOf } from '../api/admin-api-error.js';
import { getLead } from '../api/leads.js';
import { useAdminData } from '../shared/useAdminData.js';

export type LeadDetailState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; lead: AdminLeadDetail };

export function useLeadDetail(id: number) {
  const { state, show, reload } = useAdminData(id, getLead);
  const lead: LeadDetailState =
    state.status === 'ready'
      ? { status: 'ready', lead: state.data }
      : state.status === 'failed'
        ? { status: [400, 404].includes(statusOf(state.error)) ? 'missing' : 'error' }
        : { status: 'loading' };
  return { state: lead, show, reload };
}
