// Asked when a lead is closed (close button, Escape, a tap beside it) with a typed note or a changed
// stage, owner or follow-up not saved yet: it says which is pending, and the admin keeps editing or
// closes without saving. Drawn inside the lead's view, so it reads in the admin's language and
// direction (the browser's own confirm box would not).
import { useEffect, useRef } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export interface UnsavedParts {
  note: boolean;
  pipeline: boolean;
}

export function ConfirmUnsavedClose({
  pending,
  onKeepEditing,
  onDiscard,
}: {
  pending: UnsavedParts;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const t = useAdminT();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="unsaved-close-title"
      aria-describedby="unsaved-close-detail"
      className="sticky bottom-0 z-10 mt-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 shadow-lg"
    >
      <p id="unsaved-close-title" className="font-bold text-amber-950">
        {t('admin.lead.unsaved.title')}
      </p>
      <ul id="unsaved-close-detail" className="mt-1 list-disc ps-5 text-sm text-amber-950">
        {pending.note ? <li>{t('admin.lead.unsaved.note')}</li> : null}
        {pending.pipeline ? <li>{t('admin.lead.unsaved.pipeline')}</li> : null}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          ref={keep}
          type="button"
          onClick={onKeepEditing}
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('admin.lead.unsaved.keep')}
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('admin.lead.unsaved.discard')}
        </button>
      </div>
    </div>
  );
}
