// Setting up an authenticator app: a new key as a QR code and as text grouped in fours for typing,
// the first code to prove the app has it, then the recovery codes, once. Used right after the
// password when the site requires two-step sign-in, and from the admin's two-step settings.
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../components/api-client.js';
import { secondFactorCopies } from '../../../locales/admin/second-factor.js';
import { OneTimeCodeField } from './OneTimeCodeField.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import { SignInSubmit } from './SignInSubmit.js';
import { confirmEnrolment, startEnrolment, type Enrolment, type SignedIn } from './second-factor-calls.js';
import { useAdminCopy } from '../shared/useAdminCopy.js';

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
const svgImage = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

export function SecondFactorSetup({ required, onDone }: { required: boolean; onDone: (session: SignedIn) => void }) {
  const text = useAdminCopy(secondFactorCopies).setup;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<(SignedIn & { recoveryCodes: string[] }) | null>(null);

  useEffect(() => {
    startEnrolment().then(setEnrolment, () => setError(text.failed));
  }, [text.failed]);

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onDone={() => onDone(done)} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setDone(await confirmEnrolment(code));
    } catch (caught) {
      setCode('');
      const status = caught instanceof ApiError ? caught.status : 0;
      setError(status === 400 ? text.wrongCode : status === 409 || status === 401 ? text.expired : text.failed);
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="second-factor-setup-heading" className="space-y-4">
      <h2 id="second-factor-setup-heading" className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      {required ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">{text.required}</p>
      ) : null}
      <p className="text-sm text-slate-700">{text.intro}</p>
      {enrolment ? (
        <>
          <p className="text-sm font-semibold text-slate-800">{text.scan}</p>
          <img src={svgImage(enrolment.qrSvg)} alt={text.qrAlt} width={200} height={200} className="bg-white" />
          <p className="text-sm text-slate-700">{text.typeInstead}</p>
          <p className="text-sm text-slate-800">
            {text.secret}:{' '}
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
              label={text.code}
              hint={text.hint}
              value={code}
              onChange={setCode}
            />
            <SignInSubmit
              error={error}
              busy={busy}
              disabled={!code.trim()}
              text={{ submit: text.confirm, submitting: text.confirming }}
            />
          </form>
        </>
      ) : error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{text.starting}</p>
      )}
    </section>
  );
}
