// A lead in Spam: why it is there, and a button to move it into the inbox, which sends the
// notifications it was held back from.
import { useState } from 'react';
import { sessionOver } from '../api/admin-api-error.js';
import { releaseFromSpam } from '../api/leads.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function SpamRelease({
  lead,
  onReleased,
  onExpired,
}: {
  lead: AdminLeadDetail;
  onReleased: (lead: AdminLeadDetail) => void;
  onExpired: () => void;
}) {
  const t = useAdminT();
  const [status, setStatus] = useState<'idle' | 'releasing' | 'failed'>('idle');
  const release = async () => {
    setStatus('releasing');
    try {
      onReleased(await releaseFromSpam(lead.id));
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      setStatus('failed');
    }
  };
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {lead.spamReason
          ? t('admin.pipeline.inSpam', { reason: t(`admin.pipeline.spamReasons.${lead.spamReason}`) })
          : null}
      </p>
      <button
        type="button"
        onClick={() => void release()}
        disabled={status === 'releasing'}
        className="mt-2 rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {status === 'releasing' ? t('admin.pipeline.releasing') : t('admin.pipeline.notSpam')}
      </button>
      {status === 'failed' ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {t('admin.pipeline.releaseFailed')}
        </p>
      ) : null}
    </div>
  );
}
