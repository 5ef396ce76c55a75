// The dashboard's period: the last 4, 12 or 52 Saudi weeks, or two dates of the owner's choosing
// (shown once "Dates of your choice" is picked, applied with "Show").
import { useState, type FormEvent } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import {
  DASHBOARD_MAX_RANGE_DAYS,
  dashboardWeekChoices,
  type DashboardPeriod,
  type DashboardWeeks,
} from '../../../site/dashboard.js';

const CUSTOM = 'custom';
const DAY_MS = 86_400_000;
const fieldClass = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900';

export function PeriodPicker({
  period,
  onChoose,
}: {
  period: DashboardPeriod;
  onChoose: (next: DashboardPeriod) => void;
}) {
  const t = useAdminT();
  const [choice, setChoice] = useState('weeks' in period ? String(period.weeks) : CUSTOM);
  const [from, setFrom] = useState('from' in period ? period.from : '');
  const [to, setTo] = useState('to' in period ? period.to : '');
  const [invalid, setInvalid] = useState(false);

  const pick = (value: string) => {
    setChoice(value);
    if (value !== CUSTOM) onChoose({ weeks: Number(value) as DashboardWeeks });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    const ok = Boolean(from && to) && days >= 0 && days < DASHBOARD_MAX_RANGE_DAYS;
    setInvalid(!ok);
    if (ok) onChoose({ from, to });
  };

  return (
    <form
      onSubmit={apply}
      className="flex flex-wrap items-end gap-3"
      aria-label={t('admin.dashboard.periodPicker.label')}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
        {t('admin.dashboard.periodPicker.label')}
        <select value={choice} onChange={(event) => pick(event.target.value)} className={fieldClass}>
          {dashboardWeekChoices.map((weeks) => (
            <option key={weeks} value={String(weeks)}>
              {t(`admin.dashboard.periodPicker.weeks${weeks}`)}
            </option>
          ))}
          <option value={CUSTOM}>{t('admin.dashboard.periodPicker.custom')}</option>
        </select>
      </label>
      {choice === CUSTOM ? (
        <>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
            {t('admin.dashboard.periodPicker.from')}
            <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} className={fieldClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
            {t('admin.dashboard.periodPicker.to')}
            <input type="date" value={to} onChange={(event) => setTo(event.target.value)} className={fieldClass} />
          </label>
          <button type="submit" className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white">
            {t('admin.dashboard.periodPicker.apply')}
          </button>
          {invalid ? (
            <p role="alert" className="basis-full text-sm text-red-800">
              {t('admin.dashboard.periodPicker.invalid')}
            </p>
          ) : null}
        </>
      ) : null}
    </form>
  );
}
