// One lead in full, with deletion behind a confirmation (a visitor's erasure request under PDPL).
// Each value sits in its own direction-isolated cell (dir on the <dd>), without control characters.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { inboxCopies } from '../../locales/admin/inbox.js';
import { leadCopies } from '../../locales/admin/lead.js';
import type { AdminLead } from '../../site/admin-types.js';
import { ConfirmDelete } from './ConfirmDelete.js';
import { withoutControls } from '../../site/visitor-text.js';
import { useSaudiTime } from './format.js';
import { withIsolated } from './isolated.js';
import { useAdminCopy } from './useAdminCopy.js';

export function LeadDetailDialog({
  lead,
  onClose,
  onDelete,
}: {
  lead: AdminLead;
  onClose: () => void;
  onDelete: (lead: AdminLead) => Promise<void>;
}) {
  const text = useAdminCopy(leadCopies);
  const { sources } = useAdminCopy(inboxCopies);
  const saudiTime = useSaudiTime();
  const [confirming, setConfirming] = useState(false);
  const f = text.fields;
  const name = withoutControls(lead.name);
  const rows: Array<[string, string, boolean?]> = [
    [f.received, saudiTime(lead.createdAt)],
    [f.name, name],
    [f.phone, lead.phone, true],
    [f.email, lead.email ?? text.none],
    [f.company, lead.company || text.none],
    [f.city, lead.city || text.none],
    [f.service, lead.service],
    [f.message, lead.message],
    [f.source, sources[lead.source]],
    [f.language, text.languages[lead.locale]],
    [f.page, lead.pagePath ?? text.none],
    [f.consent, lead.marketingConsent ? text.yes : text.no],
  ];
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Close
            aria-label={text.close}
            className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pe-10 text-xl font-bold text-slate-900">
            {withIsolated(text.title, name)}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{text.description}</Dialog.Description>
          <dl className="mt-4 divide-y divide-slate-100">
            {rows.map(([label, value, ltr]) => (
              <div key={label} className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr]">
                <dt className="text-sm font-semibold text-slate-600">{label}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900" dir={ltr ? 'ltr' : 'auto'}>
                  {withoutControls(value)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {text.delete}
            </button>
            <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
              {text.close}
            </Dialog.Close>
          </div>
          {confirming ? (
            <ConfirmDelete lead={lead} onCancel={() => setConfirming(false)} onConfirm={() => onDelete(lead)} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
