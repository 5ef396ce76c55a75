// "Mark as spam" in a lead's view, for a lead that is plainly a bot or an advert: a reason to pick,
// then the lead leaves the inbox (and its counts and the CSV) for the Spam view, where "Not spam"
// brings it back. Saved on the version on screen, so a colleague's newer save is shown, not hidden.
import { useState } from 'react';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { manualSpamReasons, type ManualSpamReason } from '../../../site/pipeline/stages.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { sessionOver } from '../api/admin-api-error.js';
import { markSpam } from '../api/leads.js';

export function SpamMarking({
  lead,
  onMarked,
  onExpired,
}: {
  lead: AdminLeadDetail;
  /** The lead as saved, and whether it was a colleague's newer version instead (nothing marked). */
  onMarked: (lead: AdminLeadDetail, conflict: boolean) => void;
  onExpired: () => void;
}) {
  const t = useAdminT();
  const [reason, setReason] = useState<ManualSpamReason>('bot');
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const mark = async () => {
    setStatus('saving');
    try {
      const outcome = await markSpam(lead.id, reason, lead.version);
      setStatus('idle');
      if ('saved' in outcome) onMarked(outcome.saved, false);
      else onMarked(outcome.conflict, true);
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      setStatus('failed');
    }
  };
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-800">
        {t('admin.spamMark.open')}
      </summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="grid gap-1">
          <span className="font-medium text-slate-700">{t('admin.spamMark.reason')}</span>
          <select
            value={reason}
            onChange={(event) => setReason(event.target.value as ManualSpamReason)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
          >
            {manualSpamReasons.map((code) => (
              <option key={code} value={code}>
                {t(`admin.spamMark.reasons.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => void mark()}
          disabled={status === 'saving'}
          className="min-h-11 rounded-lg bg-amber-700 px-4 font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
        >
          {status === 'saving' ? t('admin.spamMark.saving') : t('admin.spamMark.confirm')}
        </button>
      </div>
      {status === 'failed' ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {t('admin.spamMark.failed')}
        </p>
      ) : null}
    </details>
  );
}
