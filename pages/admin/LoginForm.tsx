// The sign-in form: the same message for an unknown user and a wrong password (the server decides),
// a wait time when the server throttles (429), and the server's reason when it refuses the
// connection itself (403).
import { useState, type FormEvent } from 'react';
import { adminText } from './admin-text.js';
import { ApiError } from '../../components/api-client.js';
import { TextField } from '../../components/forms/Field.js';
import { signIn } from './admin-session.js';
import { useAdminSession } from './AdminSession.js';

const text = adminText.login;

function messageFor(error: unknown): string {
  if (!(error instanceof ApiError)) return text.failed;
  if (error.status === 401) return text.invalid;
  if (error.status === 429)
    return text.throttled(Number((error.body as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60));
  if (error.status === 400) return text.required;
  // Refused for the connection, not the password (sign-in over plain HTTP on an https:// site): the
  // server's own words say what to change.
  if (error.status === 403) return (error.body as { error?: string } | null)?.error ?? text.failed;
  return text.failed;
}

export function LoginForm() {
  const { signedIn } = useAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setError(text.required);
    setBusy(true);
    setError(null);
    try {
      signedIn(await signIn(username, password));
    } catch (caught) {
      setError(messageFor(caught));
      setPassword('');
    } finally {
      setBusy(false);
    }
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
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? text.submitting : text.submit}
        </button>
      </form>
    </div>
  );
}
