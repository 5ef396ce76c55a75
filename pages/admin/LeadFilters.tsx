// Search, source and date range; applied on submit so typing does not fire a request per key.
import { useState, type FormEvent } from 'react';
import { inboxCopies } from '../../locales/admin/inbox.js';
import { leadSources } from '../../site/lead-schema.js';
import { emptyFilter, type LeadFilterState } from './lead-filter.js';
import { useAdminCopy } from './useAdminCopy.js';
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const label = 'block text-sm font-semibold text-slate-800';

export function LeadFilters({
  applied,
  onApply,
  errors,
}: {
  applied: LeadFilterState;
  onApply: (f: LeadFilterState) => void;
  errors: Record<string, string>;
}) {
  const text = useAdminCopy(inboxCopies);
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof LeadFilterState) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const error = (key: string) =>
    errors[key] ? <p className="mt-1 text-sm font-medium text-red-700">{text.filterError(key, errors[key])}</p> : null;
  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="lead-q" className={label}>
          {text.search} <span className="font-normal text-slate-600">({text.searchHint})</span>
        </label>
        <input id="lead-q" type="search" value={draft.q} onChange={set('q')} className={input} />
        {error('q')}
      </div>
      <div>
        <label htmlFor="lead-source" className={label}>
          {text.source}
        </label>
        <select id="lead-source" value={draft.source} onChange={set('source')} className={input}>
          <option value="">{text.anySource}</option>
          {leadSources.map((source) => (
            <option key={source} value={source}>
              {text.sources[source]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-from" className={label}>
          {text.from}
        </label>
        <input id="lead-from" type="date" value={draft.from} onChange={set('from')} className={input} />
        {error('from')}
      </div>
      <div>
        <label htmlFor="lead-to" className={label}>
          {text.to}
        </label>
        <input id="lead-to" type="date" value={draft.to} onChange={set('to')} className={input} />
        {error('to')}
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {text.apply}
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(emptyFilter);
            onApply(emptyFilter);
          }}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {text.reset}
        </button>
      </div>
    </form>
  );
}
