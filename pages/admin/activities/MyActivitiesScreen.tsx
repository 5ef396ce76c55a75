// /admin?activities: the signed-in admin's open activities, soonest first (overdue marked), each
// linking to its lead opened in the inbox. The bar's count links here.
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { loadMyActivities } from '../api/activities.js';
import { useDayFormat } from '../shared/format-day.js';
import { useAdminData } from '../shared/useAdminData.js';
import { leadAddress } from '../shared/lead-address.js';

export function MyActivitiesScreen() {
  const t = useAdminT();
  const formatDay = useDayFormat();
  const { locale } = usePageContext();
  const { state } = useAdminData('mine', loadMyActivities);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.activities.mine.heading')}</h1>
      {state.status === 'ready' && state.data.length === 0 ? (
        <p className="text-slate-700">{t('admin.activities.mine.empty')}</p>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {state.data.map((activity) => (
            <li key={activity.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <p className="font-semibold text-slate-900">
                  {t(`admin.activities.types.${activity.type}`)} · <bdi dir="auto">{activity.leadName}</bdi>
                </p>
                <p className="text-sm text-slate-700">
                  {formatDay(activity.dueOn)} <span dir="ltr">{activity.dueTime ?? t('admin.activities.anyTime')}</span>
                  {activity.overdue ? (
                    <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800">
                      {t('admin.activities.overdue')}
                    </span>
                  ) : null}
                </p>
              </div>
              <a
                href={leadAddress(activity.leadId, locale)}
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100"
              >
                {t('admin.activities.mine.openLead')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
