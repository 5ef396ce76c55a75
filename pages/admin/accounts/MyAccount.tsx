// /admin?account: every admin's own account. Where they are signed in (browser, network, last active,
// this browser marked), signing out any of those, and changing their password, which signs out every
// other session.
import { useState, type FormEvent } from 'react';
import { useSaudiTime } from '../shared/format.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { OwnSession } from '../../../site/admin-answers.js';
import { AdminApiError, refusedFields, sessionOver } from '../api/admin-api-error.js';
import { changePassword, endSession, listSessions } from '../api/own-account.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { useAdminData } from '../shared/useAdminData.js';
import { tryAgainIn } from '../sign-in/try-again-in.js';
import { MorningReminderSwitch } from './MorningReminderSwitch.js';
import { PasswordField } from './PasswordField.js';

const cell = 'border-b border-slate-200 px-3 py-2 text-start align-top';

const ownSessions = (_key: 'sessions', signal: AbortSignal) => listSessions(signal);

export function MyAccount() {
  const t = useAdminT();
  const time = useSaudiTime();
  const { expired } = useAdminSession();
  const { state, latest: sessions, reload: refresh } = useAdminData('sessions', ownSessions, { keepReady: true });
  const [actionFailed, setFailed] = useState(false);
  const failed = actionFailed || state.status === 'failed';
  const [refused, setRefused] = useState<{ current: string | null; next: string | null }>({
    current: null,
    next: null,
  });
  const [changed, setChanged] = useState(false);
  const end = async (session: OwnSession) => {
    try {
      await endSession(session.id);
      if (session.current) window.location.reload();
      else refresh();
    } catch (error) {
      if (sessionOver(error)) return expired();
      setFailed(true);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRefused({ current: null, next: null });
    setChanged(false);
    try {
      await changePassword(String(form.get('currentPassword') ?? ''), String(form.get('newPassword') ?? ''));
      setChanged(true);
      refresh();
    } catch (error) {
      if (sessionOver(error)) return expired();
      const { currentPassword: current = null, newPassword: next = null } = refusedFields(error);
      // Too many wrong current passwords are throttled as sign-ins are.
      const wait = error instanceof AdminApiError && error.status === 429 ? (error.retryAfterSeconds ?? 60) : null;
      const currentMessage = wait !== null ? tryAgainIn(t, wait) : current && t('admin.accounts.own.wrongCurrent');
      if (currentMessage || next) setRefused({ current: currentMessage, next });
      else setFailed(true);
    }
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.accounts.own.heading')}</h1>
      <MorningReminderSwitch />
      {failed ? (
        <p role="alert" className="font-semibold text-red-700">
          {t('admin.accounts.own.failed')}
        </p>
      ) : null}
      <section aria-labelledby="own-sessions" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="own-sessions" className="text-lg font-bold text-slate-900">
          {t('admin.accounts.own.sessionsHeading')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('admin.accounts.own.networkNote')}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={cell}>{t('admin.accounts.own.columns.device')}</th>
                <th className={cell}>{t('admin.accounts.own.columns.network')}</th>
                <th className={cell}>{t('admin.accounts.own.columns.lastSeen')}</th>
                <th className={cell}>{t('admin.accounts.own.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(sessions ?? []).map((session) => (
                <tr key={session.id}>
                  <td className={cell}>
                    <bdi>{session.device ?? t('admin.accounts.own.unknownDevice')}</bdi>
                    {session.current ? (
                      <strong className="ms-2 text-brand-800">({t('admin.accounts.own.thisDevice')})</strong>
                    ) : null}
                  </td>
                  <td className={cell}>
                    <bdi dir="ltr">{session.network ?? '—'}</bdi>
                  </td>
                  <td className={cell}>{session.lastSeenAt ? time(session.lastSeenAt) : '—'}</td>
                  <td className={cell}>
                    <button
                      type="button"
                      onClick={() => void end(session)}
                      className="rounded-md border border-slate-300 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100"
                    >
                      {t('admin.accounts.own.end')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="own-password"
        className="max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="own-password" className="text-lg font-bold text-slate-900">
          {t('admin.accounts.own.passwordHeading')}
        </h2>
        <PasswordField
          label={t('admin.accounts.own.currentPassword')}
          name="currentPassword"
          refused={refused.current}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('admin.accounts.own.newPassword')}
          name="newPassword"
          refused={refused.next}
          autoComplete="new-password"
          showRules
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('admin.accounts.own.change')}
        </button>
        {changed ? (
          <p role="status" className="font-semibold text-green-800">
            {t('admin.accounts.own.changed')}
          </p>
        ) : null}
      </form>
    </div>
  );
}
