// The step after a correct password for an admin with two-step sign-in: a code from the
// authenticator app or a recovery code. Wrong and reused codes get one message; a throttled step the
// wait, as the password step says it.
import { useState, type FormEvent } from 'react';
import { AdminApiError } from '../api/admin-api-error.js';
import { OneTimeCodeField } from './OneTimeCodeField.js';
import { pendingStep, submitSecondFactor, type SignedIn } from './second-factor-calls.js';
import { SignInSubmit } from './SignInSubmit.js';
import { tryAgainIn } from './try-again-in.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function SecondFactorStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: (session: SignedIn) => void;
  onStartOver: () => void;
}) {
  const t = useAdminT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('admin.secondFactor.step.required'));
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await submitSecondFactor(code));
    } catch (caught) {
      setCode('');
      setBusy(false);
      if (!(caught instanceof AdminApiError)) return setError(t('admin.login.failed'));
      if (caught.status === 429) return setError(tryAgainIn(t, caught.retryAfterSeconds ?? 60));
      if (caught.status !== 401) return setError(t('admin.login.failed'));
      // A wrong code and a half-done sign-in that ran out or was ended are both 401: whether the
      // server still waits for a code tells them apart. Ran out: back to the password.
      if ((await pendingStep()) !== 'verify') return onStartOver();
      setError(t('admin.secondFactor.step.invalid'));
    }
  };

  return (
    <div className="mx-auto mt-8 max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.secondFactor.step.heading')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.secondFactor.step.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <OneTimeCodeField
          id="second-factor-code"
          label={t('admin.secondFactor.step.code')}
          hint={t('admin.secondFactor.step.hint')}
          value={code}
          onChange={setCode}
        />
        <SignInSubmit
          error={error}
          busy={busy}
          text={{ submit: t('admin.secondFactor.step.submit'), submitting: t('admin.secondFactor.step.submitting') }}
        />
      </form>
      <button type="button" onClick={onStartOver} className="mt-4 text-sm font-semibold text-brand-800 underline">
        {t('admin.secondFactor.step.startOver')}
      </button>
    </div>
  );
}
