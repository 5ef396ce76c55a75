// One page of the inbox for a filter, from a cursor (null: the first page); a refused filter (400)
// carries the codes of its fields for the filter form.
import type { LeadsPage } from '../../../site/admin-types.js';
import { refusedFields } from '../api/admin-api-error.js';
import { listLeads } from '../api/leads.js';
import { useAdminData } from '../shared/useAdminData.js';
import { filterQuery, type LeadFilterState } from './lead-filter.js';

export type LeadsState =
  | { status: 'loading' }
  | { status: 'error'; fields: Readonly<Record<string, string>> }
  | { status: 'ready'; data: LeadsPage };

export function useLeads(filter: LeadFilterState, cursor: string | null) {
  // While the next page loads, the last list stays on screen; an error gives way to "loading".
  const { state, reload } = useAdminData(filterQuery(filter, cursor), listLeads, { keepReady: true });
  const leads: LeadsState =
    state.status === 'ready'
      ? state
      : state.status === 'failed'
        ? { status: 'error', fields: refusedFields(state.error) }
        : { status: 'loading' };
  return { state: leads, reload };
}
