// Loads the dashboard when the inbox opens and again on "Retry"; a 401 means the session ended
// (back to sign-in).
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, ApiError } from '../../../components/api-client.js';
import type { Dashboard } from '../../../site/dashboard.js';

export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Dashboard };

export function useDashboard(onExpired: () => void) {
  const [answer, setAnswer] = useState<{ version: number; state: DashboardState } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let current = true;
    apiRequest<Dashboard>('GET', '/api/admin/dashboard')
      .then((data) => current && setAnswer({ version, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) return onExpired();
        setAnswer({ version, state: { status: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [version, onExpired]);
  const state: DashboardState = answer?.version === version ? answer.state : { status: 'loading' };
  return { state, reload };
}
