// Lists one click away, above the inbox's filters: three every admin has (their own leads with the
// overdue ones first, this week's new leads, the leads nobody holds) and the ones the admin named and
// saved (up to twenty, kept on the server for their account). A list is a filter in the address's
// words, so choosing one is applying that filter, and the one on screen shows as pressed.
import { useState, type FormEvent } from 'react';
import { openStages } from '../../../site/pipeline/stages.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { refusedFields, statusOf } from '../api/admin-api-error.js';
import { deleteInboxView, listInboxViews, saveInboxView } from '../api/inbox-views.js';
import { useAdminData } from '../shared/useAdminData.js';
import { filterFromAddress } from './filters-in-address.js';
import { emptyFilter, filterQuery, type LeadFilterState } from './lead-filter.js';

const DAY_MS = 86_400_000;
/** A day in Riyadh (UTC+3, no daylight saving), `daysBack` days before today. */
const riyadhDay = (daysBack: number) =>
  new Date(Date.now() + 3 * 3_600_000 - daysBack * DAY_MS).toISOString().slice(0, 10);

const presets = [
  { id: 'mineOverdue', filter: () => ({ ...emptyFilter, owner: 'me', stage: [...openStages] }) },
  {
    id: 'newThisWeek',
    filter: () => ({ ...emptyFilter, stage: ['new' as const], from: riyadhDay(6), sort: 'newest' as const }),
  },
  { id: 'unassigned', filter: () => ({ ...emptyFilter, owner: 'none' }) },
] as const;

const chip =
  'rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

export function InboxViews({ filter, onApply }: { filter: LeadFilterState; onApply: (next: LeadFilterState) => void }) {
  const t = useAdminT();
  const { state, reload } = useAdminData('inbox-views', listInboxViews);
  const saved = state.status === 'ready' ? state.data.views : [];
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  const shown = filterQuery(filter);
  const isShown = (next: LeadFilterState) => filterQuery(next) === shown;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveInboxView(name, shown);
      setName('');
      setMessage({ text: t('admin.inbox.views.saved'), alert: false });
      reload();
    } catch (error) {
      const [field, serverMessage] = Object.entries(refusedFields(error))[0] ?? [];
      setMessage({
        text:
          statusOf(error) === 400 && field
            ? t('admin.inbox.views.refused', { field, serverMessage })
            : t('admin.inbox.views.failed'),
        alert: true,
      });
    }
  };
  const remove = async (id: number) => {
    await deleteInboxView(id).catch(() => undefined);
    reload();
  };

  return (
    <section aria-labelledby="inbox-views-label" className="space-y-2">
      <h2 id="inbox-views-label" className="text-sm font-semibold text-slate-800">
        {t('admin.inbox.views.label')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {presets.map((preset) => {
          const next = preset.filter();
          return (
            <li key={preset.id}>
              <button type="button" className={chip} aria-pressed={isShown(next)} onClick={() => onApply(next)}>
                {t(`admin.inbox.views.${preset.id}`)}
              </button>
            </li>
          );
        })}
        {saved.map((view) => {
          const next = filterFromAddress(new URLSearchParams(view.query));
          return (
            <li key={view.id} className="inline-flex items-center">
              <button
                type="button"
                className={`${chip} rounded-e-none`}
                aria-pressed={isShown(next)}
                onClick={() => onApply(next)}
                dir="auto"
              >
                {view.name}
              </button>
              <button
                type="button"
                className="rounded-e-full border border-s-0 border-slate-300 bg-white px-2.5 py-1.5 text-sm font-bold text-slate-700 hover:bg-red-50 hover:text-red-800"
                aria-label={t('admin.inbox.views.delete', { name: view.name })}
                onClick={() => void remove(view.id)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <details className="text-sm">
        <summary className="inline-block cursor-pointer font-semibold text-brand-800 underline">
          {t('admin.inbox.views.saveOpen')}
        </summary>
        <form onSubmit={save} className="mt-2 flex max-w-xl flex-wrap items-end gap-2">
          <label className="block min-w-0 flex-1 basis-48 font-semibold text-slate-800">
            {t('admin.inbox.views.name')}
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              required
              dir="auto"
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
            />
          </label>
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('admin.inbox.views.save')}
          </button>
        </form>
      </details>
      {message ? (
        <p
          role={message.alert ? 'alert' : 'status'}
          className={message.alert ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
