// The admin's own two-step sign-in (/admin?two-step, linked from the bar): whether it is on and how
// many recovery codes are left, setting it up, making new recovery codes and, where the site does not
// require it, removing it; for both a current code from the app proves it is the admin and not just
// their session.
import { useState, type FormEvent } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { localizePath } from '../../../site/paths.js';
import { RecoveryCodes } from '../sign-in/RecoveryCodes.js';
import { AdminApiError } from '../api/admin-api-error.js';
import { getSecondFactor, removeSecondFactor, renewRecoveryCodes } from '../api/sign-in.js';
import { OneTimeCodeField } from '../sign-in/OneTimeCodeField.js';
import { tryAgainIn } from '../sign-in/try-again-in.js';
import { useAdminData } from '../shared/useAdminData.js';
import { SecondFactorSetup } from '../sign-in/SecondFactorSetup.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

type View = 'loading' | 'off' | 'setup' | { codes: string[] } | { codesLeft: number; removable: boolean };

/** Whether two-step sign-in is on, how many recovery codes are left, and whether it may be removed. */
const settings = async (_key: 'two-step', signal: AbortSignal): Promise<View> => {
  const state = await getSecondFactor(signal);
  return state.pending === null && state.enrolled
    ? { codesLeft: state.recoveryCodesLeft ?? 0, removable: !state.required }
    : 'off';
};

export function TwoStepSettings() {
  const { locale } = usePageContext();
  const t = useAdminT();
  const { state, reload } = useAdminData('two-step', settings);
  // Setting up, or new codes on screen, until the admin is done with them.
  const [shown, setShown] = useState<'setup' | { codes: string[] } | null>(null);
  const view: View = shown ?? (state.status === 'ready' ? state.data : state.status === 'failed' ? 'off' : 'loading');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    setShown(null);
    reload();
  };
  const refusalMessage = (caught: unknown) =>
    !(caught instanceof AdminApiError)
      ? t('admin.secondFactor.setup.failed')
      : caught.status === 429
        ? tryAgainIn(t, caught.retryAfterSeconds ?? 60)
        : caught.fields.code === 'wrong'
          ? t('admin.secondFactor.step.invalid')
          : t('admin.secondFactor.setup.failed');
  const [removeCode, setRemoveCode] = useState('');
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setRemoving(true);
    setRemoveError(null);
    try {
      await removeSecondFactor(removeCode);
      refresh();
    } catch (caught) {
      setRemoveError(refusalMessage(caught));
    } finally {
      setRemoveCode('');
      setRemoving(false);
    }
  };

  const renew = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setShown({ codes: await renewRecoveryCodes(code) });
    } catch (caught) {
      setError(refusalMessage(caught));
    } finally {
      setCode('');
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
            onClick={() => setShown('setup')}
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
          <form noValidate onSubmit={(event) => void renew(event)} className="space-y-3">
            <OneTimeCodeField
              id="two-step-renew-code"
              label={t('admin.secondFactor.step.code')}
              hint={t('admin.secondFactor.step.hint')}
              value={code}
              onChange={setCode}
            />
            {error ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={busy || !code.trim()}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-70"
            >
              {busy ? t('admin.secondFactor.account.renewing') : t('admin.secondFactor.account.renew')}
            </button>
          </form>
          {view.removable ? (
            <form
              noValidate
              onSubmit={(event) => void remove(event)}
              aria-labelledby="two-step-remove-heading"
              className="space-y-3 border-t border-slate-200 pt-4"
            >
              <h2 id="two-step-remove-heading" className="text-lg font-bold text-slate-900">
                {t('admin.secondFactor.account.remove')}
              </h2>
              <p className="text-sm text-slate-600">{t('admin.secondFactor.account.removeNote')}</p>
              <OneTimeCodeField
                id="two-step-remove-code"
                label={t('admin.secondFactor.account.removeCode')}
                hint={t('admin.secondFactor.step.hint')}
                value={removeCode}
                onChange={setRemoveCode}
              />
              {removeError ? (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                  {removeError}
                </p>
              ) : null}
              <button
                type="submit"
                disabled={removing || !removeCode.trim()}
                className="rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
              >
                {removing ? t('admin.secondFactor.account.removing') : t('admin.secondFactor.account.remove')}
              </button>
            </form>
          ) : null}
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
