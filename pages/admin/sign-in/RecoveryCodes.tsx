// The ten recovery codes, shown once: as a list to read, with copy and print, and a button to go on
// only after the admin has had them in front of them.
import { useState } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const t = useAdminT();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <h2 id="recovery-codes-heading" className="text-xl font-bold text-slate-900">
        {t('admin.secondFactor.codes.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('admin.secondFactor.codes.intro')}</p>
      <ol
        aria-label={t('admin.secondFactor.codes.listLabel')}
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-300 bg-slate-50 p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code} data-recovery-code>
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={copy}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {copied ? t('admin.secondFactor.codes.copied') : t('admin.secondFactor.codes.copy')}
        </button>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('admin.secondFactor.codes.print')}
        </button>
      </div>
      <button
        type="button"
        onClick={onDone}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('admin.secondFactor.codes.done')}
      </button>
    </section>
  );
}
