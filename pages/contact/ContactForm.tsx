// The contact form. Hydrated, it validates with the shared schema and posts JSON to the
// lead API; without JavaScript the same form posts urlencoded to /contact, which answers 303 to
// ?sent=1 or re-renders this page (422) with the errors and the values in pageContext.formState.
// The first focus in the form fetches /api/form-opened (the `focus-within` background below): the
// server's record of when the visitor started, since a cached page cannot carry it
// (server/leads/fill-time.ts). The honeypot field traps form-filling scripts.
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { contactFormSchema, leadOfContactForm } from '../../site/lead-schema.js';
import { localizePath } from '../../site/paths.js';
import { usePageContext } from '../../components/page-context.js';
import { TextAreaField, TextField } from '../../components/forms/Field.js';
import { FormAlert } from '../../components/forms/FormAlert.js';
import { Honeypot } from '../../components/forms/Honeypot.js';
import { PhoneField } from '../../components/forms/PhoneField.js';
import { useLeadForm } from '../../components/forms/useLeadForm.js';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { useToast } from '../../components/ui/Toaster.js';

const empty = { name: '', email: '', phone: '', company: '', message: '', consent: '' };

export function ContactForm() {
  const { locale, formState, urlParsed } = usePageContext();
  const t = useT();
  const intl = useIntl();
  const toast = useToast();
  const [sent, setSent] = useState(!formState && urlParsed.search.sent === '1');
  const { values, errors, errorOf, submitting, update, reset, onSubmit } = useLeadForm({
    empty,
    restored: formState,
    parse: (typed: typeof empty) => contactFormSchema.safeParse({ ...typed, consent: typed.consent === 'yes' }),
    lead: leadOfContactForm,
    idPrefix: 'contact',
    shownWithPage: true,
    onSent: () => {
      setSent(true);
      reset();
    },
    failureMessageId: 'contact.form.error',
    onFailed: (withFieldErrors) =>
      withFieldErrors ||
      toast({ title: t('toast.errorTitle'), description: t('toast.errorText'), variant: 'destructive' }),
  });

  if (sent) {
    return (
      <section
        aria-labelledby="contact-sent"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-8 text-center"
        role="status"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h2 id="contact-sent" className="mt-3 text-2xl font-bold text-slate-900">
          {t('contact.form.successTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('contact.form.successText')}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-6 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-bold text-brand-800 hover:bg-white"
        >
          {t('contact.form.sendAnother')}
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        {t('contact.form.title')}
      </h2>
      <FormAlert
        messageId={Object.keys(errors).some((field) => field !== 'form') ? 'validation.summary' : undefined}
        className="mt-4"
      />
      {/* A failure of the whole form: from the server's re-render (database down, hourly quota
          used) or from a failed JSON post. */}
      <FormAlert messageId={errors.form} className="mt-4" />
      <form
        method="post"
        action={localizePath('/contact', locale)}
        noValidate
        onSubmit={onSubmit}
        className="relative mt-6 grid gap-5 focus-within:bg-[url(/api/form-opened?f=contact)] sm:grid-cols-2"
      >
        <Honeypot idPrefix="contact" defaultValue={formState?.values?.website} />
        <TextField
          id="contact-name"
          name="name"
          label={t('contact.form.name')}
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errorOf('name')}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label={t('contact.form.email')}
          autoComplete="email"
          required
          value={values.email}
          onChange={update('email')}
          error={errorOf('email')}
        />
        <PhoneField
          idPrefix="contact"
          label={t('contact.form.phone')}
          value={values.phone}
          onChange={update('phone')}
          error={errorOf('phone')}
        />
        <TextField
          id="contact-company"
          name="company"
          label={t('contact.form.company')}
          hint={t('contact.form.companyHint')}
          autoComplete="organization"
          value={values.company}
          onChange={update('company')}
          error={errorOf('company')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="contact-message"
            name="message"
            rows={6}
            label={t('contact.form.message')}
            placeholder={t('contact.form.messageHint')}
            required
            value={values.message}
            onChange={update('message')}
            error={errorOf('message')}
          />
        </div>
        <label className="flex items-start gap-3 text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            checked={values.consent === 'yes'}
            onChange={update('consent')}
            className="mt-1 size-5 accent-brand-700"
          />
          <span>{t('contact.form.consent')}</span>
        </label>
        <p className="text-sm text-slate-600 sm:col-span-2">
          {intl.formatMessage(
            { id: 'contact.form.privacy' },
            {
              link: (
                <LocalLink href="/privacy" className="font-semibold text-brand-800 underline">
                  {t('contact.form.privacyLink')}
                </LocalLink>
              ),
            },
          )}
        </p>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-lg bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
          >
            {submitting ? t('contact.form.sending') : t('contact.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
