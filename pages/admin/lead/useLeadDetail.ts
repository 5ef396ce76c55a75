// One lead in full (its timeline and its contact's other leads), loaded when its view opens; a save,
// a note or a conflict's answer hands back the lead as it now is, which replaces the one shown.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, ApiError } from '../../../components/api-client.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';

export type LeadDetailState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; lead: AdminLeadDetail };

export function useLeadDetail(id: number, onExpired: () => void) {
  const [answer, setAnswer] = useState<{ id: number; state: LeadDetailState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const show = useCallback((lead: AdminLeadDetail) => setAnswer({ id: lead.id, state: { status: 'ready', lead } }), []);

  useEffect(() => {
    let current = true;
    apiRequest<AdminLeadDetail>('GET', `/api/admin/leads/${id}`).then(
      (lead) => current && setAnswer({ id, state: { status: 'ready', lead } }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) return onExpired();
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setAnswer({ id, state: { status: missing ? 'missing' : 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt, onExpired]);

  const state: LeadDetailState = answer?.id === id ? answer.state : { status: 'loading' };
  return { state, show, reload };
}
