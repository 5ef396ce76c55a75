// A person's erasure request: every lead with their email or phone number deleted in one action,
// after a second, explicit confirmation; the count is shown afterwards, with links to the records
// those leads had become in the company's Odoo (erasing those is the company's own decision).
import { useState, type FormEvent } from 'react';
import type { Erasure } from '../../../site/admin-answers.js';
import { refusedFields, sessionOver } from '../api/admin-api-error.js';
import { eraseContact } from '../api/privacy.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const input =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200';

type Step =
  | { name: 'form' }
  | { name: 'confirm' }
  | { name: 'erasing' }
  | { name: 'done'; count: number; odooLeads: Erasure['odooLeads'] }
  | { name: 'failed'; message: string };

export function ErasureForm({ onErased, onExpired }: { onErased: () => void; onExpired: () => void }) {
  const t = useAdminT();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const who = [email.trim(), phone.trim()].filter(Boolean).join(' / ');

  const start = (event: FormEvent) => {
    event.preventDefault();
    setStep(who ? { name: 'confirm' } : { name: 'failed', message: t('admin.erasure.needOne') });
  };
  const erase = async () => {
    setStep({ name: 'erasing' });
    try {
      const body = {
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
      };
      const { erased, odooLeads } = await eraseContact(body);
      setStep({ name: 'done', count: erased, odooLeads });
      setEmail('');
      setPhone('');
      onErased();
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      const [refused] = Object.entries(refusedFields(error));
      setStep({
        name: 'failed',
        message: refused
          ? t('admin.erasure.fieldError', { field: refused[0], serverMessage: refused[1] })
          : t('admin.erasure.failed'),
      });
    }
  };

  return (
    <section aria-labelledby="erasure-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="erasure-heading" className="text-lg font-bold text-slate-900">
        {t('admin.erasure.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('admin.erasure.intro')}</p>
      <form onSubmit={start} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="text-sm font-semibold text-slate-800">
          {t('admin.erasure.email')}
          <input
            type="email"
            dir="ltr"
            value={email}
            onChange={(event) => (setEmail(event.target.value), setStep({ name: 'form' }))}
            className={input}
          />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {t('admin.erasure.phone')}
          <input
            type="tel"
            dir="ltr"
            value={phone}
            onChange={(event) => (setPhone(event.target.value), setStep({ name: 'form' }))}
            className={input}
          />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
        >
          {t('admin.erasure.start')}
        </button>
      </form>
      {step.name === 'confirm' || step.name === 'erasing' ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-medium">{t('admin.erasure.confirm', { who: <bdi>{who}</bdi> })}</p>
          <button
            type="button"
            disabled={step.name === 'erasing'}
            onClick={() => void erase()}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {step.name === 'erasing' ? t('admin.erasure.erasing') : t('admin.erasure.erase')}
          </button>
          <button
            type="button"
            onClick={() => setStep({ name: 'form' })}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('admin.erasure.cancel')}
          </button>
        </div>
      ) : null}
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-slate-800">
        {step.name === 'done'
          ? t('admin.erasure.done', { count: step.count })
          : step.name === 'failed'
            ? step.message
            : ''}
      </p>
      {step.name === 'done' && step.odooLeads.length > 0 ? (
        <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>{t('admin.erasure.inOdoo', { count: step.odooLeads.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {step.odooLeads.map(({ odooLeadId, url }) => (
              <li key={odooLeadId}>
                {url ? (
                  <a href={url} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
                    {t('admin.erasure.odooLead', { id: odooLeadId })}
                  </a>
                ) : (
                  t('admin.erasure.odooLead', { id: odooLeadId })
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
