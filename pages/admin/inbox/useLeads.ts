// Loads one page of the inbox for a filter, from a cursor (null: the first page); a 401 means the
// session ended (back to sign-in), a 400 carries the field messages for the filter form.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, ApiError } from '../../../components/api-client.js';
import type { LeadsPage } from '../../../site/admin-types.js';
import { filterQuery, type LeadFilterState } from './lead-filter.js';

export type LeadsState =
  { status: 'loading' } | { status: 'error'; fields: Record<string, string> } | { status: 'ready'; data: LeadsPage };

export function useLeads(filter: LeadFilterState, cursor: string | null, onExpired: () => void) {
  const [answer, setAnswer] = useState<{ request: string; state: LeadsState } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const query = filterQuery(filter, cursor);
  const request = `${query}#${version}`;

  useEffect(() => {
    let current = true;
    apiRequest<LeadsPage>('GET', `/api/admin/leads?${query}`)
      .then((data) => current && setAnswer({ request, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) return onExpired();
        const fields =
          error instanceof ApiError ? ((error.body as { fields?: Record<string, string> } | null)?.fields ?? {}) : {};
        setAnswer({ request, state: { status: 'error', fields } });
      });
    return () => {
      current = false;
    };
  }, [query, request, onExpired]);

  // While the next page loads, the last list stays on screen; an error gives way to "loading".
  const state: LeadsState =
    answer && (answer.request === request || answer.state.status === 'ready') ? answer.state : { status: 'loading' };
  return { state, reload };
}
