// The bar's count of the signed-in admin's open activities: how many are overdue and due today,
// linking to their list (/admin?activities). Asked at load, when the tab comes back into view and
// every minute while it is visible; one small COUNT on the server.
import { useEffect, useState } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { localizePath } from '../../../site/paths.js';
import { MY_ACTIVITIES_PARAM } from '../../../site/admin-routes.js';
import type { MyActivityCounts } from '../../../site/lead-activities.js';
import { loadMyActivityCounts } from '../api/activities.js';

const REFRESH_MS = 60_000;

/** Tells the badge to count again now (a screen that just planned or finished an activity). */
export const ACTIVITIES_CHANGED_EVENT = 'admin-activities-changed';

export function MyActivityBadge() {
  const t = useAdminT();
  const { locale } = usePageContext();
  const [counts, setCounts] = useState<MyActivityCounts | null>(null);

  useEffect(() => {
    const stop = new AbortController();
    const refresh = () => {
      if (document.visibilityState === 'visible') loadMyActivityCounts(stop.signal).then(setCounts, () => undefined);
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener(ACTIVITIES_CHANGED_EVENT, refresh);
    return () => {
      stop.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener(ACTIVITIES_CHANGED_EVENT, refresh);
    };
  }, []);

  if (!counts) return null;
  return (
    <a
      href={`${localizePath('/admin', locale)}?${MY_ACTIVITIES_PARAM}`}
      aria-label={t('admin.activities.bar.label', { overdue: counts.overdue, today: counts.today })}
      data-testid="my-activity-counts"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      <span>{t('admin.activities.bar.short')}</span>
      <span className={`rounded px-1.5 ${counts.overdue ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}>
        {t('admin.activities.bar.overdue', { count: counts.overdue })}
      </span>
      <span className="rounded bg-amber-100 px-1.5 text-amber-900">
        {t('admin.activities.bar.today', { count: counts.today })}
      </span>
    </a>
  );
}
