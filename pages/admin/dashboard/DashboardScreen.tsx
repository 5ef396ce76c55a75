// /admin?dashboard: the sales dashboard on a screen of its own, one link away in the bar, so the
// inbox opens straight on the leads (on a phone the first lead is on the first screen).
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { SalesDashboard } from './SalesDashboard.js';

export function DashboardScreen() {
  const t = useAdminT();
  return (
    <div className="space-y-4">
      <h1 className="sr-only">{t('admin.frame.dashboard')}</h1>
      <SalesDashboard />
    </div>
  );
}
