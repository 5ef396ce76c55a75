// A lead's stage (a lost lead asks why) and owner, saved together (its follow-up day is its earliest
// open activity, planned in LeadActivities.tsx). The save names the
// version of the lead on screen: when a colleague saved the lead first, the server refuses it and
// answers with the lead as it now is; the screen then says so, shows that state, keeps the admin's
// choices in the form, and lets them save those over it or keep the colleague's.
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminLeadDetail, AdminOwner } from '../../../site/admin-types.js';
import { refusedFields, sessionOver, statusOf } from '../api/admin-api-error.js';
import { changeLead } from '../api/leads.js';
import { leadStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { useDayFormat } from '../shared/format-day.js';
import { sarFormat, typedRiyals } from '../shared/format-sar.js';
import { usePageContext } from '../../../components/page-context.js';
import { changeOf, draftOf, type PipelineDraft } from './lead-change.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const label = 'block text-sm font-semibold text-slate-800';

type Status = 'idle' | 'saving' | 'saved' | 'unchanged' | 'conflict' | 'failed';

export function PipelineControls({
  lead,
  owners,
  onLeadChanged,
  onExpired,
  onDirty,
  notePending = false,
}: {
  lead: AdminLeadDetail;
  owners: AdminOwner[];
  /** A note typed beside the form and not added: "saved" then says the note is still waiting. */
  notePending?: boolean;
  onLeadChanged: (lead: AdminLeadDetail) => void;
  onExpired: () => void;
  /** Told whether the form holds a change not saved yet, so closing the lead can ask first. */
  onDirty?: (dirty: boolean) => void;
}) {
  const t = useAdminT();
  const formatDay = useDayFormat();
  const { locale } = usePageContext();
  const sar = sarFormat(locale);
  const [draft, setDraft] = useState<PipelineDraft>(() => draftOf(lead));
  const [status, setStatus] = useState<Status>('idle');
  const [fields, setFields] = useState<Record<string, string>>({});
  const dirty = changeOf(draft, lead) !== null;
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const set = (key: keyof PipelineDraft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    if (status !== 'conflict') setStatus('idle');
  };
  // An owner removed from the list since still shows as the lead's owner.
  const choices = lead.owner && !owners.some((o) => o.id === lead.owner!.id) ? [...owners, lead.owner] : owners;

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const change = changeOf(draft, lead);
    if (!change) return setStatus('unchanged');
    setStatus('saving');
    setFields({});
    try {
      const answer = await changeLead(lead.id, change);
      if ('conflict' in answer) {
        onLeadChanged(answer.conflict);
        return setStatus('conflict');
      }
      setDraft(draftOf(answer.saved));
      onLeadChanged(answer.saved);
      setStatus('saved');
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      if (statusOf(error) === 400) setFields(refusedFields(error));
      setStatus('failed');
    }
  };
  const keepCurrent = () => {
    setDraft(draftOf(lead));
    setStatus('idle');
  };

  const error = (key: string) =>
    fields[key] ? (
      <p className="mt-1 text-sm font-medium text-red-700">{t('admin.pipeline.fieldError', { field: key })}</p>
    ) : null;
  const shownStage = (stage: LeadStage) => t(`admin.pipeline.stages.${stage}`);
  const inOdoo = lead.odooLeadId !== null;
  return (
    <form onSubmit={save} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="font-bold text-slate-900">{t('admin.pipeline.pipelineHeading')}</h3>
      {status === 'conflict' ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-bold">{t('admin.pipeline.conflictTitle')}</p>
          <p className="mt-1">{t('admin.pipeline.conflictText')}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold">{t('admin.pipeline.stage')}</dt>
            <dd>
              {shownStage(lead.stage)}
              {lead.lostReason ? ` (${lead.lostReason})` : ''}
            </dd>
            <dt className="font-semibold">{t('admin.pipeline.owner')}</dt>
            <dd>
              <bdi>{lead.owner?.username ?? t('admin.pipeline.unassigned')}</bdi>
            </dd>
            <dt className="font-semibold">{t('admin.pipeline.followUp')}</dt>
            <dd>{lead.followUpOn ? formatDay(lead.followUpOn) : t('admin.pipeline.none')}</dd>
            <dt className="font-semibold">{t('admin.pipeline.value')}</dt>
            <dd>{lead.valueSar === null ? t('admin.pipeline.none') : sar(lead.valueSar)}</dd>
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void save()}
              className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('admin.pipeline.reapply')}
            </button>
            <button
              type="button"
              onClick={keepCurrent}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t('admin.pipeline.keepCurrent')}
            </button>
          </div>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="pipeline-stage" className={label}>
            {t('admin.pipeline.stage')}
          </label>
          <select
            id="pipeline-stage"
            value={draft.stage}
            onChange={set('stage')}
            // A lead in Odoo is moved there; the sync brings its stage here.
            disabled={inOdoo}
            aria-describedby={inOdoo ? 'pipeline-stage-in-odoo' : undefined}
            className={`${input} disabled:bg-slate-100 disabled:text-slate-600`}
          >
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {shownStage(stage)}
              </option>
            ))}
          </select>
          {inOdoo ? (
            <p id="pipeline-stage-in-odoo" className="mt-1 text-sm text-slate-600">
              {t('admin.pipeline.stageInOdoo')}
            </p>
          ) : null}
          {error('stage')}
        </div>
        <div>
          <label htmlFor="pipeline-owner" className={label}>
            {t('admin.pipeline.owner')}
          </label>
          <select id="pipeline-owner" value={draft.ownerId} onChange={set('ownerId')} className={input}>
            <option value="">{t('admin.pipeline.unassigned')}</option>
            {choices.map((owner) => (
              <option key={owner.id} value={String(owner.id)}>
                {owner.username}
              </option>
            ))}
          </select>
          {error('ownerId')}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="pipeline-value" className={label}>
            {t('admin.pipeline.value')}
          </label>
          <input
            id="pipeline-value"
            value={draft.valueSar}
            onChange={set('valueSar')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            aria-describedby="pipeline-value-shown"
            className={`${input} text-end`}
          />
          <p id="pipeline-value-shown" className="mt-1 text-sm text-slate-600">
            {typeof typedRiyals(draft.valueSar) === 'number'
              ? sar(typedRiyals(draft.valueSar) as number)
              : t('admin.pipeline.valueHint')}
          </p>
          {error('valueSar')}
        </div>
        <div>
          <label htmlFor="pipeline-close-month" className={label}>
            {t('admin.pipeline.expectedCloseMonth')}
          </label>
          <input
            id="pipeline-close-month"
            type="month"
            value={draft.expectedCloseMonth}
            onChange={set('expectedCloseMonth')}
            placeholder="2026-06"
            className={input}
          />
          {error('expectedCloseMonth')}
        </div>
      </div>
      {draft.stage === 'lost' ? (
        <div>
          <label htmlFor="pipeline-lost-reason" className={label}>
            {t('admin.pipeline.lostReason')}
          </label>
          <input
            id="pipeline-lost-reason"
            value={draft.lostReason}
            onChange={set('lostReason')}
            required
            maxLength={200}
            dir="auto"
            aria-describedby="pipeline-lost-reason-hint"
            className={input}
          />
          <p id="pipeline-lost-reason-hint" className="mt-1 text-sm text-slate-600">
            {t('admin.pipeline.lostReasonHint')}
          </p>
          {error('lostReason')}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={status === 'saving'}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {status === 'saving' ? t('admin.pipeline.saving') : t('admin.pipeline.save')}
        </button>
        <p role="status" className="text-sm font-medium text-slate-700">
          {status === 'saved'
            ? t('admin.pipeline.saved')
            : status === 'unchanged'
              ? t('admin.pipeline.nothingToSave')
              : ''}
          {(status === 'saved' || status === 'unchanged') && notePending ? ` ${t('admin.pipeline.notePending')}` : ''}
        </p>
      </div>
      {status === 'failed' && Object.keys(fields).length === 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('admin.pipeline.saveFailed')}
        </p>
      ) : null}
    </form>
  );
}
