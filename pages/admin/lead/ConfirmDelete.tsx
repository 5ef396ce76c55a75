// "Delete this lead?": a nested dialog (focus trapped, Escape cancels) that stays open with a
// message if the deletion fails.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { AdminLead } from '../../../site/admin-types.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function ConfirmDelete({
  lead,
  onCancel,
  onConfirm,
}: {
  lead: AdminLead;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const t = useAdminT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => open || onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[calc(100%-2rem)] max-w-sm -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{t('admin.lead.confirmTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('admin.lead.confirmText', { name: <bdi>{withoutControls(lead.name)}</bdi> })}
          </Dialog.Description>
          {failed ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {t('admin.lead.deleteFailed')}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
              {t('admin.lead.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {busy ? t('admin.lead.deleting') : t('admin.lead.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
