// Signing in, in up to two steps: the password, then (for an admin with two-step sign-in) the code,
// or (when the site requires it of an admin without it) setting it up. A reload in between resumes
// at the step the server's pending session is on.
import { useEffect, useState } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { LoginForm } from './LoginForm.js';
import { belongsInOtherLanguage } from './remembered-language.js';
import { screenInLanguage } from '../frame/screen-in-language.js';
import { pendingStep, type PendingStep, type SignedIn } from './second-factor-calls.js';
import { SecondFactorSetup } from './SecondFactorSetup.js';
import { SecondFactorStep } from './SecondFactorStep.js';

export function SignIn() {
  const { locale, logicalPath } = usePageContext();
  const { signedIn } = useAdminSession();
  const [step, setStep] = useState<PendingStep | 'password'>('password');
  useEffect(() => {
    const asking = new AbortController();
    void pendingStep(asking.signal).then((pending) => pending && !asking.signal.aborted && setStep(pending));
    return () => asking.abort();
  }, []);

  const finish = async (session: SignedIn) => {
    if (await belongsInOtherLanguage()) {
      const other = locale === 'en' ? 'ar' : 'en';
      window.location.assign(screenInLanguage(logicalPath, window.location.search, other, { askForEnglish: false }));
      return;
    }
    signedIn(session);
  };

  if (step === 'verify')
    return <SecondFactorStep onSignedIn={(s) => void finish(s)} onStartOver={() => setStep('password')} />;
  if (step === 'enrol')
    return (
      <div className="mx-auto mt-8 max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <SecondFactorSetup required onDone={(s) => void finish(s)} />
      </div>
    );
  return <LoginForm onSecondStep={setStep} />;
}
