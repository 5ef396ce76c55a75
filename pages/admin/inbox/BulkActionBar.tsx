// The bar under a selection on the list: how many leads are ticked (or that every lead matching the
// filter is), the offer to take all of them, and one change for all — assign, move, mark lost with
// a reason, mark as spam, or (owners) delete. The outcome is announced: how many changed, and how
// many a colleague saved first (left as they are, to review).
import { useState, type FormEvent } from 'react';
import type { AdminOwner } from '../../../site/admin-types.js';
import { leadStages, manualSpamReasons, type ManualSpamReason } from '../../../site/pipeline/stages.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { sessionOver } from '../api/admin-api-error.js';
import { changeLeads, type BulkAction, type BulkResult, type BulkSelection } from '../api/bulk-changes.js';
import type { LeadSelection } from './useLeadSelection.js';

const kinds = ['assign', 'stage', 'lost', 'spam', 'delete'] as const;
type Kind = (typeof kinds)[number];
const movableStages = leadStages.filter((stage) => stage !== 'lost');
const input = 'min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm';

export function BulkActionBar({
  selection,
  pageSize,
  total,
  totalCapped,
  filter,
  owners,
  canDelete,
  onDone,
  onExpired,
}: {
  selection: LeadSelection;
  pageSize: number;
  total: number;
  totalCapped: boolean;
  /** The list's filter as its query parameters, for "all matching". */
  filter: Record<string, string>;
  owners: AdminOwner[];
  canDelete: boolean;
  onDone: () => void;
  onExpired: () => void;
}) {
  const t = useAdminT();
  const [kind, setKind] = useState<Kind>('assign');
  const [ownerId, setOwnerId] = useState('');
  const [stage, setStage] = useState<(typeof movableStages)[number]>('contacted');
  const [spamReason, setSpamReason] = useState<ManualSpamReason>('bot');
  const [lostReason, setLostReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const count = selection.allMatching ? total : selection.picked.size;

  const describe = (result: BulkResult) =>
    [
      t('admin.bulk.result.changed', { count: result.changed.length + result.unchanged.length }),
      result.conflicted.length ? t('admin.bulk.result.conflicted', { count: result.conflicted.length }) : '',
      result.managedInOdoo.length ? t('admin.bulk.result.odoo', { count: result.managedInOdoo.length }) : '',
      result.missing.length ? t('admin.bulk.result.missing', { count: result.missing.length }) : '',
    ]
      .filter(Boolean)
      .join(t('admin.bulk.result.separator'));

  const actionOf = (): BulkAction | null => {
    if (kind === 'assign') return { kind, ownerId: ownerId ? Number(ownerId) : null };
    if (kind === 'stage') return { kind, stage };
    if (kind === 'spam') return { kind, reason: spamReason };
    if (kind === 'lost') return lostReason.trim() ? { kind, reason: lostReason } : null;
    return { kind: 'delete' };
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const action = actionOf();
    if (!action) return setOutcome(t('admin.bulk.reasonNeeded'));
    if (action.kind === 'delete' && !window.confirm(t('admin.bulk.confirmDelete', { count }))) return;
    const chosen: BulkSelection = selection.allMatching
      ? { filter }
      : { leads: [...selection.picked].map(([id, version]) => ({ id, version })) };
    setBusy(true);
    try {
      const result = await changeLeads(chosen, action);
      setOutcome(describe(result));
      selection.clear();
      onDone();
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      setOutcome(t('admin.bulk.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (count === 0)
    return (
      <p role="status" className="min-h-0 text-sm font-medium text-slate-800">
        {outcome}
      </p>
    );
  const wholePageTicked = !selection.allMatching && selection.picked.size >= pageSize && total > pageSize;
  return (
    <form
      onSubmit={apply}
      aria-label={t('admin.bulk.label')}
      className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-brand-700 bg-brand-50 p-3 shadow-md"
    >
      <p role="status" className="w-full text-sm font-semibold text-slate-900">
        {selection.allMatching
          ? t('admin.bulk.allMatching', { count: total })
          : t('admin.bulk.selected', { count: selection.picked.size })}
        {outcome ? <span className="block font-normal">{outcome}</span> : null}
      </p>
      {wholePageTicked && !totalCapped ? (
        <button type="button" onClick={selection.selectAllMatching} className="text-sm font-semibold underline">
          {t('admin.bulk.selectAllMatching', { count: total })}
        </button>
      ) : null}
      <label className="flex items-center gap-1 text-sm">
        <span>{t('admin.bulk.action')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as Kind)} className={input}>
          {kinds
            .filter((k) => k !== 'delete' || canDelete)
            .map((k) => (
              <option key={k} value={k}>
                {t(`admin.bulk.actions.${k}`)}
              </option>
            ))}
        </select>
      </label>
      {kind === 'assign' ? (
        <select
          aria-label={t('admin.pipeline.columns.owner')}
          value={ownerId}
          onChange={(e) => setOwnerId(e.target.value)}
          className={input}
        >
          <option value="">{t('admin.pipeline.none')}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.username}
            </option>
          ))}
        </select>
      ) : null}
      {kind === 'stage' ? (
        <select
          aria-label={t('admin.pipeline.columns.stage')}
          value={stage}
          onChange={(e) => setStage(e.target.value as typeof stage)}
          className={input}
        >
          {movableStages.map((s) => (
            <option key={s} value={s}>
              {t(`admin.pipeline.stages.${s}`)}
            </option>
          ))}
        </select>
      ) : null}
      {kind === 'spam' ? (
        <select
          aria-label={t('admin.spamMark.reason')}
          value={spamReason}
          onChange={(e) => setSpamReason(e.target.value as ManualSpamReason)}
          className={input}
        >
          {manualSpamReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`admin.spamMark.reasons.${reason}`)}
            </option>
          ))}
        </select>
      ) : null}
      {kind === 'lost' ? (
        <input
          aria-label={t('admin.pipeline.lostReason')}
          value={lostReason}
          maxLength={200}
          onChange={(e) => setLostReason(e.target.value)}
          placeholder={t('admin.pipeline.lostReason')}
          className={`${input} min-w-0 flex-1`}
        />
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? t('admin.bulk.applying') : t('admin.bulk.apply')}
      </button>
      <button type="button" onClick={selection.clear} className="min-h-10 px-2 text-sm font-semibold underline">
        {t('admin.bulk.clear')}
      </button>
    </form>
  );
}
