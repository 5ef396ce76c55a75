// The dashboard, loaded when the inbox opens and again on "Retry".
import type { Dashboard } from '../../../site/dashboard.js';
import { getDashboard } from '../api/dashboard.js';
import { useAdminData } from '../shared/useAdminData.js';

export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Dashboard };

const dashboard = (_key: 'dashboard', signal: AbortSignal) => getDashboard(signal);

export function useDashboard() {
  const { state, reload } = useAdminData('dashboard', dashboard);
  const shown: DashboardState =
    state.status === 'ready' ? state : state.status === 'failed' ? { status: 'error' } : { status: 'loading' };
  return { state: shown, reload };
}
