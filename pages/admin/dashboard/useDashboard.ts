// The dashboard of a period, loaded when the screen opens, again when the period changes and on "Retry".
import type { Dashboard } from '../../../site/dashboard.js';
import { getDashboard } from '../api/dashboard.js';
import { useAdminData } from '../shared/useAdminData.js';

export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Dashboard };

const dashboard = (periodQuery: string, signal: AbortSignal) => getDashboard(periodQuery, signal);

export function useDashboard(periodQuery: string) {
  const { state, reload } = useAdminData(periodQuery, dashboard);
  const shown: DashboardState =
    state.status === 'ready' ? state : state.status === 'failed' ? { status: 'error' } : { status: 'loading' };
  return { state: shown, reload };
}
