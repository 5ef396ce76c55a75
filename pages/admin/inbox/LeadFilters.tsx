// Search, stage, owner, source, campaign, date range and order; the search applies when typing
// pauses, the rest on submit, so typing does not fire a request per key. The Inbox/Spam switch is apart (ViewSwitch) and survives a reset.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { leadSorts, type AdminOwner } from '../../../site/admin-types.js';
import { leadSources } from '../../../site/lead-schema.js';
import { leadStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { emptyFilter, type LeadFilterState } from './lead-filter.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const label = 'block text-sm font-semibold text-slate-800';
/** How long a pause in typing applies the search. */
const SEARCH_PAUSE_MS = 300;

export function LeadFilters({
  applied,
  owners,
  onApply,
  errors,
  withSort = true,
}: {
  applied: LeadFilterState;
  owners: AdminOwner[];
  onApply: (f: LeadFilterState) => void;
  errors: Record<string, string>;
  /** The board always shows its cards newest first: it has no order to choose. */
  withSort?: boolean;
}) {
  const t = useAdminT();
  const [draft, setDraft] = useState(applied);
  // A list applied from elsewhere (a named list, Back) shows in the form; the search this form
  // applied while the admin typed leaves the rest of the draft as it is.
  const [shown, setShown] = useState(applied);
  const typed = useRef<string | null>(null);
  if (applied !== shown) {
    setShown(applied);
    setDraft((d) => (applied.q === typed.current ? d : applied));
  }
  // The search applies as the admin types, once they pause: the list follows, the address is replaced.
  useEffect(() => {
    if (draft.q === applied.q) return;
    const timer = setTimeout(() => {
      typed.current = draft.q;
      onApply({ ...applied, q: draft.q });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft.q, applied, onApply]);
  type TextKey = Exclude<keyof LeadFilterState, 'stage' | 'view'>;
  const set = (key: TextKey) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const toggleStage = (stage: LeadStage) =>
    setDraft((d) => ({
      ...d,
      stage: d.stage.includes(stage) ? d.stage.filter((s) => s !== stage) : [...d.stage, stage],
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, view: applied.view });
  };
  const error = (key: string) =>
    errors[key] ? (
      <p className="mt-1 text-sm font-medium text-red-700">
        {t('admin.inbox.filterError', { field: key, serverMessage: errors[key] })}
      </p>
    ) : null;
  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor="lead-q" className={label}>
          {t('admin.inbox.search')} <span className="font-normal text-slate-600">({t('admin.inbox.searchHint')})</span>
        </label>
        <input id="lead-q" type="search" value={draft.q} onChange={set('q')} className={input} />
        {error('q')}
      </div>
      <div>
        <label htmlFor="lead-owner" className={label}>
          {t('admin.pipeline.owner')}
        </label>
        <select id="lead-owner" value={draft.owner} onChange={set('owner')} className={input}>
          <option value="">{t('admin.pipeline.anyOwner')}</option>
          <option value="me">{t('admin.pipeline.mine')}</option>
          <option value="none">{t('admin.pipeline.unassigned')}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={String(owner.id)}>
              {owner.username}
            </option>
          ))}
        </select>
        {error('owner')}
      </div>
      {withSort ? (
        <div>
          <label htmlFor="lead-sort" className={label}>
            {t('admin.pipeline.sort')}
          </label>
          <select id="lead-sort" value={draft.sort} onChange={set('sort')} className={input}>
            {leadSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.pipeline.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <fieldset className="sm:col-span-2 lg:col-span-4">
        <legend className={label}>{t('admin.pipeline.stageFilter')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {leadStages.map((stage) => (
            <label
              key={stage}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={draft.stage.includes(stage)}
                onChange={() => toggleStage(stage)}
              />
              {t(`admin.pipeline.stages.${stage}`)}
            </label>
          ))}
        </div>
        {error('stage')}
      </fieldset>
      <div>
        <label htmlFor="lead-source" className={label}>
          {t('admin.inbox.source')}
        </label>
        <select id="lead-source" value={draft.source} onChange={set('source')} className={input}>
          <option value="">{t('admin.inbox.anySource')}</option>
          {leadSources.map((source) => (
            <option key={source} value={source}>
              {t(`admin.inbox.sources.${source}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-campaign" className={label}>
          {t('admin.pipeline.campaign')}
        </label>
        <input id="lead-campaign" value={draft.campaign} onChange={set('campaign')} className={input} dir="auto" />
        {error('campaign')}
      </div>
      <div>
        <label htmlFor="lead-from" className={label}>
          {t('admin.inbox.from')}
        </label>
        <input id="lead-from" type="date" value={draft.from} onChange={set('from')} className={input} />
        {error('from')}
      </div>
      <div>
        <label htmlFor="lead-to" className={label}>
          {t('admin.inbox.to')}
        </label>
        <input id="lead-to" type="date" value={draft.to} onChange={set('to')} className={input} />
        {error('to')}
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('admin.inbox.apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            const reset = { ...emptyFilter, view: applied.view };
            setDraft(reset);
            onApply(reset);
          }}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('admin.inbox.reset')}
        </button>
      </div>
    </form>
  );
}
