// Inbox or Spam: the leads that looked human, or the ones the intake set aside (a filled-in hidden
// field, a form sent faster than a person types). Two pressed-or-not buttons, so the current one is
// said to screen readers, not only shown.
import { leadViews, type LeadView } from '../../../site/admin-types.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function ViewSwitch({ view, onView }: { view: LeadView; onView: (view: LeadView) => void }) {
  const t = useAdminT();
  return (
    <div
      role="group"
      aria-label={t('admin.pipeline.viewsLabel')}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
    >
      {leadViews.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onView(option)}
          className="rounded-md px-4 py-1.5 font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {t(`admin.pipeline.views.${option}`)}
        </button>
      ))}
    </div>
  );
}
