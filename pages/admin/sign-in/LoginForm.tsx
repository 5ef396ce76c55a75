// The sign-in form: the same message for an unknown user and a wrong password (the server decides),
// a wait time when the server throttles (429), and the server's reason when it refuses the
// connection itself (403). Once signed in, an admin whose account keeps the other language is taken
// to this screen in it.
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/forms/Field.js';
import { usePageContext } from '../../../components/page-context.js';
import { AdminApiError } from '../api/admin-api-error.js';
import { signIn } from '../frame/admin-session.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { belongsInOtherLanguage } from './remembered-language.js';
import { screenInLanguage } from '../frame/screen-in-language.js';
import { SignInSubmit } from './SignInSubmit.js';
import { tryAgainIn } from './try-again-in.js';
import { useAdminT, type AdminT } from '../../../components/ui/useAdminT.js';

function messageFor(error: unknown, t: AdminT): string {
  if (!(error instanceof AdminApiError)) return t('admin.login.failed');
  if (error.status === 401) return t('admin.login.invalid');
  if (error.status === 429) return tryAgainIn(t, error.retryAfterSeconds ?? 60);
  if (error.status === 400) return t('admin.login.required');
  // Refused for the connection, not the password (sign-in over plain HTTP on an https:// site): the
  // server's own words say what to change. They are English: the English screen shows them, the
  // Arabic one its own advice, which covers both of the server's reasons.
  const serverReason = error.serverText;
  if (error.status === 403) return t('admin.login.refused', { serverReason: serverReason ?? t('admin.login.failed') });
  return t('admin.login.failed');
}

export function LoginForm({ onSecondStep }: { onSecondStep: (step: 'verify' | 'enrol') => void }) {
  const { locale, logicalPath } = usePageContext();
  const { signedIn } = useAdminSession();
  const t = useAdminT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setError(t('admin.login.required'));
    setBusy(true);
    setError(null);
    let session: Awaited<ReturnType<typeof signIn>>;
    try {
      session = await signIn(username, password);
    } catch (caught) {
      setError(messageFor(caught, t));
      setPassword('');
      setBusy(false);
      return;
    }
    if ('secondFactor' in session) return onSecondStep(session.secondFactor);
    if (await belongsInOtherLanguage()) {
      const other = locale === 'en' ? 'ar' : 'en';
      window.location.assign(screenInLanguage(logicalPath, window.location.search, other, { askForEnglish: false }));
      return; // the form stays busy until the other language's screen replaces it
    }
    setBusy(false);
    signedIn(session);
  };

  return (
    <div className="mx-auto mt-8 max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.login.heading')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.login.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <TextField
          id="admin-username"
          label={t('admin.login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="auto"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          id="admin-password"
          label={t('admin.login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SignInSubmit
          error={error}
          busy={busy}
          text={{ submit: t('admin.login.submit'), submitting: t('admin.login.submitting') }}
        />
      </form>
    </div>
  );
}
