// A note on the lead's timeline (1 to 4,000 characters). A note changes nothing else on the lead,
// so it never collides with a colleague's save.
import { useEffect, useState, type FormEvent } from 'react';
import { sessionOver, statusOf } from '../api/admin-api-error.js';
import { addNote } from '../api/leads.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const NOTE_MAX = 4000;

export function LeadNoteForm({
  leadId,
  onLeadChanged,
  onExpired,
  onDirty,
}: {
  leadId: number;
  onLeadChanged: (lead: AdminLeadDetail) => void;
  onExpired: () => void;
  /** Told whether a note is typed and not added yet, so closing the lead can ask first. */
  onDirty?: (dirty: boolean) => void;
}) {
  const t = useAdminT();
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<'idle' | 'adding' | 'added' | 'invalid' | 'failed'>('idle');
  const dirty = note.trim() !== '';
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setStatus('invalid');
    setStatus('adding');
    try {
      onLeadChanged(await addNote(leadId, note));
      setNote('');
      setStatus('added');
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      setStatus(statusOf(error) === 400 ? 'invalid' : 'failed');
    }
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor="lead-note" className="block text-sm font-semibold text-slate-800">
        {t('admin.pipeline.noteLabel')}
      </label>
      <textarea
        id="lead-note"
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setStatus('idle');
        }}
        rows={3}
        maxLength={NOTE_MAX}
        dir="auto"
        aria-invalid={status === 'invalid'}
        aria-describedby={status === 'invalid' ? 'lead-note-error' : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
      />
      {status === 'invalid' ? (
        <p id="lead-note-error" className="text-sm font-medium text-red-700">
          {t('admin.pipeline.fieldError', { field: 'text' })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={status === 'adding'}
          className="rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {status === 'adding' ? t('admin.pipeline.addingNote') : t('admin.pipeline.addNote')}
        </button>
        <p role="status" className="text-sm font-medium text-slate-700">
          {status === 'added' ? t('admin.pipeline.noteAdded') : ''}
        </p>
      </div>
      {status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('admin.pipeline.noteFailed')}
        </p>
      ) : null}
    </form>
  );
}
