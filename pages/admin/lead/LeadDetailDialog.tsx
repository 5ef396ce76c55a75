// One lead in full, opened from the list or by its link (/admin?lead=ID): its stage, owner and
// follow-up day to work it, a note box and the timeline, what the visitor sent, where the visit came
// from and the contact's other leads; a lead in Spam can be moved to the inbox; deletion is behind a
// confirmation (a visitor's erasure request under PDPL). A role that cannot work leads sees the lead
// and its timeline without the controls; one that cannot delete, no delete button. Each value keeps
// its own direction in a <bdi> inside its <dd> (so the cell still lines up with the screen), without
// control characters.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminLeadDetail, AdminOwner } from '../../../site/admin-types.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { serviceInWords, typedByVisitor } from '../../../site/pipeline/lead-words.js';
import { usePageContext } from '../../../components/page-context.js';
import { ConfirmDelete } from './ConfirmDelete.js';
import { useSaudiTime } from '../shared/format.js';
import { LeadActivities } from './LeadActivities.js';
import { LeadNoteForm } from './LeadNoteForm.js';
import { LeadOdooStatus } from './LeadOdooStatus.js';
import { LeadOrigin } from './LeadOrigin.js';
import { LeadTimeline } from './LeadTimeline.js';
import { PipelineControls } from './PipelineControls.js';
import { PipelineSummary } from './PipelineSummary.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { SpamRelease } from './SpamRelease.js';
import { SpamMarking } from './SpamMarking.js';
import { ContactButtons } from './ContactButtons.js';
import { ConfirmUnsavedClose, type UnsavedParts } from './ConfirmUnsavedClose.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { useLeadDetail } from './useLeadDetail.js';
import { LoadFailed } from '../shared/LoadFailed.js';

function VisitorFields({ lead }: { lead: AdminLeadDetail }) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const saudiTime = useSaudiTime();
  const rows: Array<[string, string, boolean?]> = [
    [t('admin.lead.fields.received'), saudiTime(lead.createdAt)],
    [t('admin.lead.fields.name'), withoutControls(lead.name)],
    [t('admin.lead.fields.phone'), lead.phone, true],
    [t('admin.lead.fields.email'), lead.email ?? t('admin.lead.none')],
    [t('admin.lead.fields.company'), typedByVisitor(lead, 'company') || t('admin.lead.none')],
    [t('admin.lead.fields.city'), typedByVisitor(lead, 'city') || t('admin.lead.none')],
    [t('admin.lead.fields.service'), serviceInWords(lead.service, locale)],
    [t('admin.lead.fields.message'), lead.message],
    [t('admin.lead.fields.source'), t(`admin.inbox.sources.${lead.source}`)],
    [t('admin.lead.fields.language'), t(`admin.lead.languages.${lead.locale}`)],
    [t('admin.lead.fields.page'), lead.pagePath ?? t('admin.lead.none')],
    [t('admin.lead.fields.consent'), lead.marketingConsent ? t('admin.lead.yes') : t('admin.lead.no')],
    [t('admin.pipeline.firstResponse'), lead.firstResponseAt ? saudiTime(lead.firstResponseAt) : t('admin.lead.none')],
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value, ltr]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr]">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">
            <bdi dir={ltr ? 'ltr' : 'auto'}>{withoutControls(value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function LeadDetailDialog({
  leadId,
  owners,
  onClose,
  onDelete,
  onChanged,
  onOpenLead,
  onExpired,
}: {
  leadId: number;
  owners: AdminOwner[];
  onClose: () => void;
  /** Null when the admin's role may not delete leads. */
  onDelete: ((lead: AdminLeadDetail) => Promise<void>) | null;
  /** The lead changed: the list behind may show it differently. */
  onChanged: () => void;
  onOpenLead: (id: number) => void;
  onExpired: () => void;
}) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const { state, show, reload } = useLeadDetail(leadId);
  const works = useAdminSession().can('workLeads');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  // What is typed or chosen and not saved yet; closing then asks first instead of losing it.
  const [unsaved, setUnsaved] = useState<UnsavedParts>({ note: false, pipeline: false });
  // The same, as of the last keystroke: Escape right after typing reaches the dialog's close
  // handler from a render before the typing, whose `unsaved` still says nothing is pending.
  const unsavedNow = useRef(unsaved);
  const [askingToClose, setAskingToClose] = useState(false);
  const markDirty = useCallback((part: keyof UnsavedParts, dirty: boolean) => {
    unsavedNow.current = { ...unsavedNow.current, [part]: dirty };
    setUnsaved(unsavedNow.current);
  }, []);
  const noteDirty = useCallback((note: boolean) => markDirty('note', note), [markDirty]);
  const pipelineDirty = useCallback((pipeline: boolean) => markDirty('pipeline', pipeline), [markDirty]);
  // Back to the row's button that opened the lead once it closes (also when the list behind was
  // drawn again meanwhile and the dialog's own focus return found nothing to go back to).
  const opener = useRef(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));
  useEffect(() => {
    const from = opener.current;
    const label = from?.getAttribute('aria-label');
    return () => {
      setTimeout(() => {
        const again =
          from?.isConnected || !label
            ? from
            : document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`);
        if (again && again !== document.body) again.focus();
      });
    };
  }, []);
  const requestClose = () =>
    unsavedNow.current.note || unsavedNow.current.pipeline ? setAskingToClose(true) : onClose();
  const changed = (lead: AdminLeadDetail) => {
    show(lead);
    onChanged();
  };
  const lead = state.status === 'ready' ? state.lead : null;
  const name = lead ? withoutControls(lead.name) : '';

  return (
    <Dialog.Root open onOpenChange={(open) => open || requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[92vh] w-[calc(100%-1rem)] max-w-3xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:w-[calc(100%-2rem)] sm:p-6">
          <Dialog.Close
            aria-label={t('admin.lead.close')}
            className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pe-10 text-xl font-bold text-slate-900">
            {lead ? t('admin.lead.title', { name: <bdi>{name}</bdi> }) : t('admin.pipeline.loadingLead')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('admin.lead.description')}</Dialog.Description>
          {state.status === 'error' || state.status === 'missing' ? (
            <LoadFailed
              className="mt-4"
              message={t('admin.pipeline.leadFailed')}
              onRetry={state.status === 'error' ? reload : undefined}
            />
          ) : null}
          {lead ? (
            <div className="mt-4 space-y-5">
              {/* The person and how to reach them first: on a phone that is what the lead is opened for. */}
              <section aria-label={t('admin.contact.heading')} className="space-y-2">
                <p className="text-slate-700">
                  {[typedByVisitor(lead, 'company'), serviceInWords(lead.service, locale)]
                    .filter(Boolean)
                    .map((part, index) => (
                      <bdi key={index} className="block">
                        {withoutControls(part)}
                      </bdi>
                    ))}
                </p>
                <ContactButtons lead={lead} onAttempt={() => reload()} />
              </section>
              {notice ? (
                <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
                  {notice}
                </p>
              ) : null}
              {works && lead.spamReason ? (
                <SpamRelease
                  lead={lead}
                  onReleased={(released) => {
                    changed(released);
                    setNotice(t('admin.pipeline.released'));
                  }}
                  onExpired={onExpired}
                />
              ) : null}
              {works ? (
                <>
                  <PipelineControls
                    key={lead.id}
                    lead={lead}
                    owners={owners}
                    onLeadChanged={changed}
                    onExpired={onExpired}
                    onDirty={pipelineDirty}
                    notePending={unsaved.note}
                  />
                  <LeadNoteForm
                    key={`note-${lead.id}`}
                    leadId={lead.id}
                    onLeadChanged={changed}
                    onExpired={onExpired}
                    onDirty={noteDirty}
                  />
                </>
              ) : (
                <PipelineSummary lead={lead} />
              )}
              <LeadActivities
                key={`activities-${lead.id}`}
                lead={lead}
                owners={owners}
                works={works}
                onLeadChanged={changed}
                onExpired={onExpired}
              />
              {works && !lead.spamReason ? (
                <SpamMarking
                  key={`spam-${lead.id}-${lead.version}`}
                  lead={lead}
                  onMarked={(marked, conflict) => {
                    changed(marked);
                    setNotice(t(conflict ? 'admin.spamMark.conflict' : 'admin.spamMark.done'));
                  }}
                  onExpired={onExpired}
                />
              ) : null}
              <LeadOdooStatus
                key={`odoo-${lead.id}`}
                leadId={lead.id}
                onExpired={onExpired}
                onRefreshed={() => {
                  reload();
                  onChanged();
                }}
              />
              <LeadTimeline entries={lead.timeline} />
              <VisitorFields lead={lead} />
              <LeadOrigin lead={lead} onOpenLead={onOpenLead} />
              <div className="flex flex-wrap justify-end gap-2">
                {onDelete ? (
                  <button
                    type="button"
                    onClick={() => setConfirming(true)}
                    className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                  >
                    {t('admin.lead.delete')}
                  </button>
                ) : null}
                <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
                  {t('admin.lead.close')}
                </Dialog.Close>
              </div>
              {askingToClose ? (
                <ConfirmUnsavedClose
                  pending={unsaved}
                  onKeepEditing={() => setAskingToClose(false)}
                  onDiscard={onClose}
                />
              ) : null}
              {confirming && onDelete ? (
                <ConfirmDelete lead={lead} onCancel={() => setConfirming(false)} onConfirm={() => onDelete(lead)} />
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
