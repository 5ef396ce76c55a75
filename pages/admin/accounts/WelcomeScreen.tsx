// /admin?welcome=<token>: the screen a one-time link opens, with or without a session. It asks the
// server what the link is for, then takes the new password; a used, expired, revoked, void or
// unknown link gets a plain explanation and no form.
import { useState, type FormEvent } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { WELCOME_PARAM } from '../../../site/admin-routes.js';
import { localizePath } from '../../../site/paths.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { OpenedLink } from '../../../site/admin-answers.js';
import { refusedFields } from '../api/admin-api-error.js';
import { openLink, setLinkPassword } from '../api/sign-in.js';
import { useAdminData } from '../shared/useAdminData.js';
import { PasswordField } from './PasswordField.js';

// Why a link does not work, as the server names it: revoked by an owner, or void since its maker or
// its account changed.
const unusable = ['unknown', 'used', 'expired', 'revoked', 'void'] as const;
type Unusable = (typeof unusable)[number];

type View = 'checking' | Unusable | 'failed' | 'done' | OpenedLink;

const refusedView = (error: unknown): View => {
  const reason = refusedFields(error).token;
  return unusable.find((known) => known === reason) ?? 'failed';
};

export function WelcomeScreen() {
  const { locale, urlParsed } = usePageContext();
  const t = useAdminT();
  const token = String(urlParsed?.search?.[WELCOME_PARAM] ?? '');
  // Opened with or without a session: a refusal here says nothing about one.
  const { state: opened } = useAdminData(token, openLink, { sessionBound: false });
  const [after, setView] = useState<View | null>(null);
  const view: View =
    after ??
    (opened.status === 'ready' ? opened.data : opened.status === 'failed' ? refusedView(opened.error) : 'checking');
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setSaving(true);
    setRefused(null);
    try {
      await setLinkPassword(token, password);
      setView('done');
    } catch (error) {
      const rule = refusedFields(error).password;
      if (rule) setRefused(rule);
      else setView(refusedView(error));
    } finally {
      setSaving(false);
    }
  };

  const box = 'mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
  if (typeof view === 'string') {
    const message =
      view === 'checking'
        ? t('admin.accounts.welcome.checking')
        : view === 'done'
          ? t('admin.accounts.welcome.done')
          : t(`admin.accounts.welcome.${view}`);
    return (
      <div className={box}>
        <p role={view === 'checking' ? 'status' : undefined} className="text-slate-800">
          {message}
        </p>
        {view === 'done' ? (
          <a
            href={localizePath('/admin', locale)}
            className="inline-block rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('admin.accounts.welcome.toSignIn')}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className={box} noValidate>
      <h1 className="text-2xl font-bold text-slate-900">
        {view.purpose === 'invite'
          ? t('admin.accounts.welcome.inviteHeading')
          : t('admin.accounts.welcome.resetHeading')}
      </h1>
      <p className="text-slate-700">{t('admin.accounts.welcome.intro', { username: view.username })}</p>
      <PasswordField
        label={t('admin.accounts.welcome.password')}
        name="password"
        refused={refused}
        autoComplete="new-password"
        showRules
      />
      <button
        type="submit"
        disabled={saving}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {saving ? t('admin.accounts.welcome.saving') : t('admin.accounts.welcome.submit')}
      </button>
    </form>
  );
}
