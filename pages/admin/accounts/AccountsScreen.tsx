// /admin?accounts: an owner's accounts screen. Every admin with role, state, last sign-in and two-step
// sign-in; inviting an admin, making a reset link (each link shown here to send by hand), disabling,
// enabling and changing roles; the links still open, to revoke (OpenLinks.tsx). The server refuses all of it to anyone but an owner.
import { useState, type FormEvent } from 'react';
import { adminRoles, type AdminRole } from '../../../site/admin-roles.js';
import { useSaudiTime } from '../shared/format.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { refusedFields, sessionOver } from '../api/admin-api-error.js';
import { changeRole, inviteAdmin, listAccounts, makeResetLink, removeTwoStep, setDisabled } from '../api/accounts.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { useAdminData } from '../shared/useAdminData.js';
import { OpenLinks } from './OpenLinks.js';
import { LinkSharing } from './LinkSharing.js';
import { inputClass } from './PasswordField.js';

const cell = 'border-b border-slate-200 px-3 py-2 text-start align-top';
// On a phone each account is a card of labelled lines instead of six columns wide: the cell's label
// (its column's heading, in data-label) is drawn before its value, and the headings row is kept for
// screen readers only.
const row = 'max-sm:block max-sm:border-b max-sm:border-slate-200 max-sm:py-2';
const stackedCell = `${cell} max-sm:flex max-sm:items-baseline max-sm:gap-3 max-sm:border-0 max-sm:px-0 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]`;
const smallButton = 'rounded-md border border-slate-300 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100';

const everyAccount = (_key: 'accounts', signal: AbortSignal) => listAccounts(signal);

export function AccountsScreen() {
  const t = useAdminT();
  const time = useSaudiTime();
  const { expired } = useAdminSession();
  // The rows stay while they are read again after a change, and when that fails.
  const { state, latest, reload: refresh } = useAdminData('accounts', everyAccount, { keepReady: true });
  const accounts = latest ?? [];
  const [refused, setProblem] = useState<'failed' | 'last-owner' | null>(null);
  const problem = refused ?? (state.status === 'failed' ? 'failed' : null);
  const [link, setLink] = useState<{ heading: string; url: string; emailedTo?: string } | null>(null);
  const [usernameRefused, setUsernameRefused] = useState<string | null>(null);
  // Every change may make a link (an invitation, a reset) or void some (a role or state changed).
  const [linksRevision, setLinksRevision] = useState(0);
  const linksChanged = () => setLinksRevision((n) => n + 1);
  const change = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (sessionOver(error)) return expired();
      setProblem(refusedFields(error).username === 'last-owner' ? 'last-owner' : 'failed');
    }
    refresh();
    linksChanged();
  };

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const formElement = event.currentTarget;
    setUsernameRefused(null);
    try {
      const email = String(form.get('email') ?? '').trim();
      const answer = await inviteAdmin({
        username: String(form.get('username') ?? ''),
        role: String(form.get('role')) as AdminRole,
        email,
      });
      setLink({
        heading: t('admin.accounts.invite.linkHeading', { username: answer.username }),
        url: answer.link,
        emailedTo: answer.emailed ? email : undefined,
      });
      formElement.reset();
      linksChanged();
    } catch (error) {
      if (sessionOver(error)) return expired();
      const refused = refusedFields(error).username;
      if (refused)
        setUsernameRefused(
          refused === 'taken' ? t('admin.accounts.invite.usernameTaken') : t('admin.accounts.invite.usernameInvalid'),
        );
      else setProblem('failed');
    }
  };

  const resetLink = (username: string) =>
    change(async () => {
      const answer = await makeResetLink(username);
      setLink({
        heading: t('admin.accounts.invite.resetLinkHeading', { username: answer.username }),
        url: answer.link,
      });
    });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.accounts.list.heading')}</h1>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem === 'last-owner' ? t('admin.accounts.list.lastOwner') : t('admin.accounts.list.failed')}
        </p>
      ) : null}
      {link ? (
        <section aria-labelledby="account-link" className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
          <h2 id="account-link" className="font-bold text-slate-900">
            {link.heading}
          </h2>
          <p className="text-sm text-slate-700">{t('admin.accounts.invite.linkIntro')}</p>
          <LinkSharing url={link.url} emailedTo={link.emailedTo} labelledBy="account-link" />
        </section>
      ) : null}
      {/* relative: the buttons' screen-reader words (absolutely placed) stay inside the scrolling box
          instead of widening the page on a phone. */}
      <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <table className="w-full text-sm">
          <thead className="max-sm:sr-only">
            <tr>
              <th className={cell}>{t('admin.accounts.list.columns.username')}</th>
              <th className={cell}>{t('admin.accounts.list.columns.role')}</th>
              <th className={cell}>{t('admin.accounts.list.columns.status')}</th>
              <th className={cell}>{t('admin.accounts.list.columns.lastSignIn')}</th>
              <th className={cell}>{t('admin.accounts.list.columns.twoStep')}</th>
              <th className={cell}>{t('admin.accounts.list.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.username} className={row}>
                <td data-label={t('admin.accounts.list.columns.username')} className={stackedCell}>
                  <bdi>{account.username}</bdi> {account.you ? t('admin.accounts.list.you') : null}
                </td>
                <td data-label={t('admin.accounts.list.columns.role')} className={stackedCell}>
                  <select
                    aria-label={t('admin.accounts.list.changeRole', { username: account.username })}
                    value={account.role}
                    onChange={(event) =>
                      void change(() => changeRole(account.username, event.target.value as AdminRole))
                    }
                    className="rounded-md border border-slate-300 px-2 py-1"
                  >
                    {adminRoles.map((role) => (
                      <option key={role} value={role}>
                        {t(`admin.accounts.list.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label={t('admin.accounts.list.columns.status')} className={stackedCell}>
                  {account.disabled ? t('admin.accounts.list.disabled') : t('admin.accounts.list.enabled')}
                </td>
                <td data-label={t('admin.accounts.list.columns.lastSignIn')} className={stackedCell}>
                  {account.lastSignInAt ? time(account.lastSignInAt) : t('admin.accounts.list.never')}
                </td>
                <td data-label={t('admin.accounts.list.columns.twoStep')} className={stackedCell}>
                  {account.secondFactor ? t('admin.accounts.list.yes') : t('admin.accounts.list.no')}
                </td>
                <td
                  data-label={t('admin.accounts.list.columns.actions')}
                  className={`${stackedCell} space-x-2 space-y-1 max-sm:flex-wrap max-sm:space-x-0 max-sm:gap-2`}
                >
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => void change(() => setDisabled(account.username, !account.disabled))}
                  >
                    {account.disabled ? t('admin.accounts.list.enable') : t('admin.accounts.list.disable')}
                    <span className="sr-only">
                      {' '}
                      <bdi>{account.username}</bdi>
                    </span>
                  </button>
                  <button type="button" className={smallButton} onClick={() => void resetLink(account.username)}>
                    {t('admin.accounts.list.resetLink')}
                    <span className="sr-only">
                      {' '}
                      <bdi>{account.username}</bdi>
                    </span>
                  </button>
                  {account.secondFactor ? (
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => void change(() => removeTwoStep(account.username))}
                    >
                      {t('admin.accounts.list.removeTwoStep')}
                      <span className="sr-only">
                        {' '}
                        <bdi>{account.username}</bdi>
                      </span>
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OpenLinks revision={linksRevision} />
      <form
        onSubmit={(event) => void invite(event)}
        noValidate
        aria-labelledby="invite-heading"
        className="max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="invite-heading" className="text-lg font-bold text-slate-900">
          {t('admin.accounts.invite.heading')}
        </h2>
        <div>
          <label htmlFor="invite-username" className="block text-sm font-semibold text-slate-800">
            {t('admin.accounts.invite.username')}
          </label>
          <input
            id="invite-username"
            name="username"
            required
            autoComplete="off"
            dir="ltr"
            aria-invalid={usernameRefused ? true : undefined}
            aria-describedby={usernameRefused ? 'invite-username-error' : undefined}
            className={inputClass}
          />
          {usernameRefused ? (
            <p id="invite-username-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {usernameRefused}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="invite-role" className="block text-sm font-semibold text-slate-800">
            {t('admin.accounts.invite.role')}
          </label>
          <select id="invite-role" name="role" defaultValue="sales" className={inputClass}>
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {t(`admin.accounts.list.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="invite-email" className="block text-sm font-semibold text-slate-800">
            {t('admin.accounts.invite.email')}
          </label>
          <input id="invite-email" name="email" type="email" autoComplete="off" dir="ltr" className={inputClass} />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('admin.accounts.invite.submit')}
        </button>
      </form>
    </div>
  );
}
