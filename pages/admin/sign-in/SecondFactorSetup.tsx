// Setting up an authenticator app: a new key as a QR code and as text grouped in fours for typing,
// the first code to prove the app has it, then the recovery codes, once. Used right after the
// password when the site requires two-step sign-in, and from the admin's two-step settings. The
// admin's password goes with the first code: a session alone (a browser left signed in) cannot add
// a factor to the account.
import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/forms/Field.js';
import type { Enrolment } from '../../../site/admin-answers.js';
import { AdminApiError } from '../api/admin-api-error.js';
import { startEnrolment } from '../api/sign-in.js';
import { OneTimeCodeField } from './OneTimeCodeField.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import { SignInSubmit } from './SignInSubmit.js';
import { confirmEnrolment, type SignedIn } from './second-factor-calls.js';
import { tryAgainIn } from './try-again-in.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
const svgImage = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

export function SecondFactorSetup({ required, onDone }: { required: boolean; onDone: (session: SignedIn) => void }) {
  const t = useAdminT();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<(SignedIn & { recoveryCodes: string[] }) | null>(null);

  useEffect(() => {
    const starting = new AbortController();
    startEnrolment().then(
      (started) => starting.signal.aborted || setEnrolment(started),
      () => starting.signal.aborted || setError(t('admin.secondFactor.setup.failed')),
    );
    return () => starting.abort();
  }, [t]);

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onDone={() => onDone(done)} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setDone(await confirmEnrolment(code, password));
    } catch (caught) {
      setCode('');
      setError(refusalMessage(caught));
    }
    setBusy(false);
  };

  const refusalMessage = (caught: unknown): string => {
    if (!(caught instanceof AdminApiError)) return t('admin.secondFactor.setup.failed');
    if (caught.status === 429) return tryAgainIn(t, caught.retryAfterSeconds ?? 60);
    if (caught.fields.password === 'wrong') {
      setPassword('');
      return t('admin.accounts.own.wrongCurrent');
    }
    if (caught.status === 400) return t('admin.secondFactor.setup.wrongCode');
    if (caught.status === 409 || caught.status === 401) return t('admin.secondFactor.setup.expired');
    return t('admin.secondFactor.setup.failed');
  };

  return (
    <section aria-labelledby="second-factor-setup-heading" className="space-y-4">
      <h2 id="second-factor-setup-heading" className="text-xl font-bold text-slate-900">
        {t('admin.secondFactor.setup.heading')}
      </h2>
      {required ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t('admin.secondFactor.setup.required')}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">{t('admin.secondFactor.setup.intro')}</p>
      {enrolment ? (
        <>
          <p className="text-sm font-semibold text-slate-800">{t('admin.secondFactor.setup.scan')}</p>
          <img
            src={svgImage(enrolment.qrSvg)}
            alt={t('admin.secondFactor.setup.qrAlt')}
            width={200}
            height={200}
            className="bg-white"
          />
          {/* On the phone that holds the app, a QR code on its own screen cannot be scanned. */}
          {enrolment.uri.startsWith('otpauth://') ? (
            <a
              href={enrolment.uri}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('admin.secondFactor.setup.openInApp')}
            </a>
          ) : null}
          <p className="text-sm text-slate-700">{t('admin.secondFactor.setup.typeInstead')}</p>
          <p className="text-sm text-slate-800">
            {t('admin.secondFactor.setup.secret')}:{' '}
            <code
              dir="ltr"
              data-totp-secret={enrolment.secret}
              className="font-mono text-base font-bold tracking-wider"
            >
              {grouped(enrolment.secret)}
            </code>
          </p>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <OneTimeCodeField
              id="second-factor-setup-code"
              label={t('admin.secondFactor.setup.code')}
              hint={t('admin.secondFactor.setup.hint')}
              value={code}
              onChange={setCode}
            />
            <TextField
              id="second-factor-setup-password"
              label={t('admin.accounts.own.currentPassword')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <SignInSubmit
              error={error}
              busy={busy}
              disabled={!code.trim() || !password}
              text={{
                submit: t('admin.secondFactor.setup.confirm'),
                submitting: t('admin.secondFactor.setup.confirming'),
              }}
            />
          </form>
        </>
      ) : error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.secondFactor.setup.starting')}</p>
      )}
    </section>
  );
}
