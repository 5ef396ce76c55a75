// Loads one page of the inbox for a filter; a 401 means the session ended (back to sign-in), a 400
// carries the field messages for the filter form.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, ApiError } from '../../shared/api-client.js';
import type { LeadsPage } from '../../shared/admin-types.js';
import { filterQuery, type LeadFilterState } from './lead-filter.js';

export type LeadsState =
  | { status: 'loading' }
  | { status: 'error'; fields: Record<string, string> }
  | { status: 'ready'; data: LeadsPage };

export function useLeads(filter: LeadFilterState, page: number, onExpired: () => void) {
  const [state, setState] = useState<LeadsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    apiRequest<LeadsPage>('GET', `/api/admin/leads?${filterQuery(filter, page)}`)
      .then((data) => current && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) return onExpired();
        const fields = error instanceof ApiError ? ((error.body as { fields?: Record<string, string> } | null)?.fields ?? {}) : {};
        setState({ status: 'error', fields });
      });
    return () => {
      current = false;
    };
  }, [filter, page, version, onExpired]);

  return { state, reload };
}
