// My account's switch for the 08:00 reminder email of working days; it says when email is off on
// the site, or when the account has no address, since then nothing is sent whatever it says.
import { useState } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { sessionOver } from '../api/admin-api-error.js';
import { loadReminderSetting, saveReminderSetting } from '../api/activities.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { useAdminData } from '../shared/useAdminData.js';

export function MorningReminderSwitch() {
  const t = useAdminT();
  const { expired, can } = useAdminSession();
  const { state, show } = useAdminData(can('workLeads') ? 'reminder' : null, loadReminderSetting);
  const [note, setNote] = useState<'saved' | 'failed' | null>(null);
  if (state.status !== 'ready') return null;
  const setting = state.data;
  const toggle = async (on: boolean) => {
    setNote(null);
    try {
      show(await saveReminderSetting(on));
      setNote('saved');
    } catch (error) {
      if (sessionOver(error)) return expired();
      setNote('failed');
    }
  };
  return (
    <section
      aria-labelledby="morning-reminder-heading"
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="morning-reminder-heading" className="text-lg font-bold text-slate-900">
        {t('admin.reminders.heading')}
      </h2>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={setting.on}
          disabled={!setting.emailConfigured}
          onChange={(e) => void toggle(e.target.checked)}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <span className="text-slate-800">{t('admin.reminders.label')}</span>
      </label>
      {!setting.emailConfigured ? (
        <p className="text-sm font-medium text-amber-900">{t('admin.reminders.emailOff')}</p>
      ) : !setting.hasAddress ? (
        <p className="text-sm font-medium text-amber-900">{t('admin.reminders.noAddress')}</p>
      ) : null}
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {note === 'saved' ? t('admin.reminders.saved') : note === 'failed' ? t('admin.reminders.failed') : ''}
      </p>
    </section>
  );
}
