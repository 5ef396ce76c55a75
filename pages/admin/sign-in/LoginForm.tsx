// The sign-in form: the same message for an unknown user and a wrong password (the server decides),
// a wait time when the server throttles (429), and the server's reason when it refuses the
// connection itself (403). Once signed in, an admin whose account keeps the other language is taken
// to this screen in it.
import { useState, type FormEvent } from 'react';
import { loginCopies } from '../../../locales/admin/login.js';
import { ApiError } from '../../../components/api-client.js';
import { TextField } from '../../../components/forms/Field.js';
import { usePageContext } from '../../../components/page-context.js';
import type { LoginCopy } from '../../../site/admin-copy/login.js';
import { signIn } from '../frame/admin-session.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { belongsInOtherLanguage } from './remembered-language.js';
import { screenInLanguage } from '../frame/screen-in-language.js';
import { SignInSubmit } from './SignInSubmit.js';
import { useAdminCopy } from '../shared/useAdminCopy.js';

function messageFor(error: unknown, text: LoginCopy): string {
  if (!(error instanceof ApiError)) return text.failed;
  if (error.status === 401) return text.invalid;
  if (error.status === 429)
    return text.throttled(Number((error.body as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60));
  if (error.status === 400) return text.required;
  // Refused for the connection, not the password (sign-in over plain HTTP on an https:// site): the
  // server's own words say what to change.
  if (error.status === 403) return text.refused((error.body as { error?: string } | null)?.error ?? null);
  return text.failed;
}

export function LoginForm({ onSecondStep }: { onSecondStep: (step: 'verify' | 'enrol') => void }) {
  const { locale, logicalPath } = usePageContext();
  const { signedIn } = useAdminSession();
  const text = useAdminCopy(loginCopies);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setError(text.required);
    setBusy(true);
    setError(null);
    let session: Awaited<ReturnType<typeof signIn>>;
    try {
      session = await signIn(username, password);
    } catch (caught) {
      setError(messageFor(caught, text));
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
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <TextField
          id="admin-username"
          label={text.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="auto"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          id="admin-password"
          label={text.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SignInSubmit error={error} busy={busy} text={text} />
      </form>
    </div>
  );
}
