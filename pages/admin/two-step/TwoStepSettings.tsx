// The admin's own two-step sign-in (/admin?two-step, linked from the bar): whether it is on and how
// many recovery codes are left, setting it up, and making new recovery codes.
import { useEffect, useState } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { localizePath } from '../../../site/paths.js';
import { RecoveryCodes } from '../sign-in/RecoveryCodes.js';
import { renewRecoveryCodes, twoStepState } from '../sign-in/second-factor-calls.js';
import { SecondFactorSetup } from '../sign-in/SecondFactorSetup.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

type View = 'loading' | 'off' | 'setup' | { codes: string[] } | { codesLeft: number };

export function TwoStepSettings() {
  const { locale } = usePageContext();
  const t = useAdminT();
  const [view, setView] = useState<View>('loading');
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    void twoStepState().then(
      (state) => setView(state.enrolled ? { codesLeft: state.recoveryCodesLeft ?? 0 } : 'off'),
      () => setView('off'),
    );
  useEffect(refresh, []);

  const renew = async () => {
    setBusy(true);
    try {
      setView({ codes: (await renewRecoveryCodes()).recoveryCodes });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.secondFactor.account.heading')}</h1>
      {view === 'off' ? (
        <>
          <p className="text-sm text-slate-700">{t('admin.secondFactor.account.off')}</p>
          <button
            type="button"
            onClick={() => setView('setup')}
            className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('admin.secondFactor.setup.start')}
          </button>
        </>
      ) : view === 'setup' ? (
        <SecondFactorSetup required={false} onDone={refresh} />
      ) : typeof view === 'object' && 'codes' in view ? (
        <RecoveryCodes codes={view.codes} onDone={refresh} />
      ) : typeof view === 'object' ? (
        <>
          <p className="text-sm text-slate-700">{t('admin.secondFactor.account.on', { codesLeft: view.codesLeft })}</p>
          <p className="text-sm text-slate-600">{t('admin.secondFactor.account.renewNote')}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void renew()}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-70"
          >
            {busy ? t('admin.secondFactor.account.renewing') : t('admin.secondFactor.account.renew')}
          </button>
        </>
      ) : null}
      <p>
        <a href={localizePath('/admin', locale)} className="text-sm font-semibold text-brand-800 underline">
          {t('admin.secondFactor.account.back')}
        </a>
      </p>
    </div>
  );
}
