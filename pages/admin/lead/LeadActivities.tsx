// A lead's activities in its dialog: the list (open ones first, overdue marked), each marked done or
// open again, and a form to plan one: type, Riyadh day, optional time, assignee, note. A moment
// already past is asked about before it is saved. Every save hands the lead back, so its follow-up
// day and timeline on screen follow.
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminLeadDetail, AdminOwner } from '../../../site/admin-types.js';
import { activityTypes, type ActivityType, type AdminActivity } from '../../../site/lead-activities.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { refusedFields, sessionOver, statusOf } from '../api/admin-api-error.js';
import { addActivity, listLeadActivities, setActivityDone, type NewActivity } from '../api/activities.js';
import { ACTIVITIES_CHANGED_EVENT } from '../frame/MyActivityBadge.js';
import { useDayFormat } from '../shared/format-day.js';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const label = 'block text-sm font-semibold text-slate-800';
type ActivityField = 'type' | 'dueOn' | 'dueTime' | 'assigneeId' | 'note';

export function LeadActivities({
  lead,
  owners,
  works,
  onLeadChanged,
  onExpired,
}: {
  lead: AdminLeadDetail;
  owners: AdminOwner[];
  works: boolean;
  onLeadChanged: (lead: AdminLeadDetail) => void;
  onExpired: () => void;
}) {
  const t = useAdminT();
  const formatDay = useDayFormat();
  const [activities, setActivities] = useState<AdminActivity[] | null>(null);
  const [draft, setDraft] = useState({
    type: 'call' as ActivityType,
    dueOn: '',
    dueTime: '',
    assigneeId: '',
    note: '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [askPast, setAskPast] = useState(false);
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');

  useEffect(() => {
    const stop = new AbortController();
    listLeadActivities(lead.id, stop.signal).then(setActivities, (error: unknown) => {
      if (sessionOver(error)) onExpired();
    });
    return () => stop.abort();
    // The list is read once per lead; saves hand back the list as it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lead.id]);

  const saved = (answer: { activities: AdminActivity[]; lead: AdminLeadDetail }) => {
    setActivities(answer.activities);
    onLeadChanged(answer.lead);
    window.dispatchEvent(new Event(ACTIVITIES_CHANGED_EVENT));
  };
  const failed = (error: unknown) => {
    if (sessionOver(error)) return onExpired();
    const refused = statusOf(error) === 400 ? refusedFields(error) : {};
    if (refused.dueAt) return setAskPast(true);
    setFields(refused);
    setStatus('failed');
  };

  const save = async (confirmPast: boolean, event?: FormEvent) => {
    event?.preventDefault();
    setStatus('saving');
    setFields({});
    setAskPast(false);
    const activity: NewActivity = {
      type: draft.type,
      dueOn: draft.dueOn,
      dueTime: draft.dueTime || null,
      assigneeId: draft.assigneeId ? Number(draft.assigneeId) : null,
      note: draft.note || null,
      ...(confirmPast ? { confirmPast: true } : {}),
    };
    try {
      saved(await addActivity(lead.id, activity));
      setDraft((d) => ({ ...d, dueOn: '', dueTime: '', note: '' }));
      setStatus('idle');
    } catch (error) {
      setStatus('idle');
      failed(error);
    }
  };
  const toggle = async (activity: AdminActivity) => {
    try {
      saved(await setActivityDone(activity.id, !activity.done));
    } catch (error) {
      failed(error);
    }
  };
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const fieldError = (key: ActivityField) =>
    fields[key] ? (
      <p className="mt-1 text-sm font-medium text-red-700">{t(`admin.activities.invalid.${key}`)}</p>
    ) : null;

  return (
    <section
      aria-labelledby="lead-activities-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="lead-activities-heading" className="font-bold text-slate-900">
        {t('admin.activities.heading')}
      </h3>
      {activities && activities.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.activities.empty')}</p>
      ) : null}
      {activities && activities.length > 0 ? (
        <ul className="divide-y divide-slate-200" data-testid="lead-activities">
          {activities.map((activity) => (
            <li key={activity.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className={activity.done ? 'text-slate-500 line-through' : 'text-slate-900'}>
                <p className="font-semibold">
                  {t(`admin.activities.types.${activity.type}`)} · {formatDay(activity.dueOn)}{' '}
                  <span dir="ltr">{activity.dueTime ?? t('admin.activities.anyTime')}</span>
                  {activity.overdue ? (
                    <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800">
                      {t('admin.activities.overdue')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">
                  <bdi>{activity.assignee?.username ?? t('admin.activities.unassigned')}</bdi>
                  {activity.note ? (
                    <>
                      {' · '}
                      <bdi dir="auto">{activity.note}</bdi>
                    </>
                  ) : null}
                </p>
              </div>
              {works ? (
                <button
                  type="button"
                  onClick={() => void toggle(activity)}
                  className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
                >
                  {activity.done ? t('admin.activities.markOpen') : t('admin.activities.markDone')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {works ? (
        <form onSubmit={(e) => void save(false, e)} className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="activity-type" className={label}>
              {t('admin.activities.type')}
            </label>
            <select id="activity-type" value={draft.type} onChange={set('type')} className={input}>
              {activityTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.activities.types.${type}`)}
                </option>
              ))}
            </select>
            {fieldError('type')}
          </div>
          <div>
            <label htmlFor="activity-assignee" className={label}>
              {t('admin.activities.assignee')}
            </label>
            <select id="activity-assignee" value={draft.assigneeId} onChange={set('assigneeId')} className={input}>
              <option value="">{t('admin.activities.unassigned')}</option>
              {owners.map((owner) => (
                <option key={owner.id} value={String(owner.id)}>
                  {owner.username}
                </option>
              ))}
            </select>
            {fieldError('assigneeId')}
          </div>
          <div>
            <label htmlFor="activity-day" className={label}>
              {t('admin.activities.day')}
            </label>
            <input
              id="activity-day"
              type="date"
              required
              value={draft.dueOn}
              onChange={set('dueOn')}
              className={input}
            />
            {fieldError('dueOn')}
          </div>
          <div>
            <label htmlFor="activity-time" className={label}>
              {t('admin.activities.time')}
            </label>
            <input id="activity-time" type="time" value={draft.dueTime} onChange={set('dueTime')} className={input} />
            {fieldError('dueTime')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="activity-note" className={label}>
              {t('admin.activities.note')}
            </label>
            <input
              id="activity-note"
              value={draft.note}
              onChange={set('note')}
              maxLength={500}
              dir="auto"
              className={input}
            />
            {fieldError('note')}
          </div>
          {askPast ? (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
            >
              <p className="font-semibold">{t('admin.activities.confirmPast')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => void save(true)}
                  className="min-h-11 rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                >
                  {t('admin.activities.confirmPastYes')}
                </button>
                <button
                  type="button"
                  onClick={() => setAskPast(false)}
                  className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800"
                >
                  {t('admin.activities.cancel')}
                </button>
              </div>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <button
              type="submit"
              disabled={status === 'saving'}
              className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {status === 'saving' ? t('admin.activities.adding') : t('admin.activities.add')}
            </button>
            {status === 'failed' && Object.keys(fields).length === 0 ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t('admin.activities.failed')}
              </p>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
