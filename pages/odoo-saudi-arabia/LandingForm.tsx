// The ads landing page's short form, above the fold. Hydrated, it validates with the
// shared schema and posts JSON to the lead API; without JavaScript it posts urlencoded to the page
// itself (server/leads/forms/landing.ts), which answers 303 to ?sent=1 or re-renders with the errors.
// The first focus in the form fetches /api/form-opened (the `focus-within` background below): the
// server's record of when the visitor started (server/leads/fill-time.ts). The honeypot field traps
// form-filling scripts.
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { landingFormSchema, leadOfLandingForm } from '../../site/lead-schema.js';
import { localizePath } from '../../site/paths.js';
import { usePageContext } from '../../components/page-context.js';
import { TextField } from '../../components/forms/Field.js';
import { FormAlert } from '../../components/forms/FormAlert.js';
import { Honeypot } from '../../components/forms/Honeypot.js';
import { PhoneField } from '../../components/forms/PhoneField.js';
import { PrivacyNote } from '../../components/forms/PrivacyNote.js';
import { useLeadForm } from '../../components/forms/useLeadForm.js';
import { useT } from '../../components/ui/Msg.js';

const empty = { name: '', phone: '', email: '', company: '' };

export function LandingForm() {
  const { locale, formState, urlParsed } = usePageContext();
  const t = useT();
  const [sent, setSent] = useState(!formState && urlParsed.search.sent === '1');
  const { values, errors, errorOf, submitting, update, onSubmit } = useLeadForm({
    empty,
    restored: formState,
    parse: (typed: typeof empty) => landingFormSchema.safeParse(typed),
    lead: leadOfLandingForm,
    idPrefix: 'landing',
    shownWithPage: true,
    onSent: () => setSent(true),
    failureMessageId: 'landing.form.error',
  });

  const box = 'rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-7';
  if (sent) {
    return (
      <div className={`${box} text-center`} role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h2 className="mt-3 text-xl font-bold">{t('landing.form.successTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('landing.form.successText')}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="landing-form-title" className={box}>
      <h2 id="landing-form-title" className="text-xl font-bold">
        {t('landing.form.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('landing.form.subtitle')}</p>
      <FormAlert messageId={errors.form} className="mt-3" />
      <form
        method="post"
        action={localizePath('/odoo-saudi-arabia', locale)}
        noValidate
        onSubmit={onSubmit}
        className="relative mt-4 space-y-4 focus-within:bg-[url(/api/form-opened?f=landing)]"
      >
        <Honeypot idPrefix="landing" defaultValue={formState?.values?.website} />
        <TextField
          id="landing-name"
          name="name"
          label={t('landing.form.name')}
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errorOf('name')}
        />
        <PhoneField
          idPrefix="landing"
          label={t('landing.form.phone')}
          placeholder={t('popup.phonePlaceholder')}
          value={values.phone}
          onChange={update('phone')}
          error={errorOf('phone')}
        />
        <TextField
          id="landing-email"
          name="email"
          type="email"
          label={t('landing.form.email')}
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={errorOf('email')}
        />
        <TextField
          id="landing-company"
          name="company"
          label={t('landing.form.company')}
          autoComplete="organization"
          value={values.company}
          onChange={update('company')}
          error={errorOf('company')}
        />
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-lg bg-brand-700 px-6 py-3 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {submitting ? t('landing.form.sending') : t('landing.form.submit')}
        </button>
        <PrivacyNote className="text-sm text-slate-600" />
      </form>
    </section>
  );
}
