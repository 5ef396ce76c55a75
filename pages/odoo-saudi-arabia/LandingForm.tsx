// The ads landing page's short form, above the fold. Hydrated, it validates with the
// shared schema and posts JSON to the lead API; without JavaScript it posts urlencoded to the page
// itself (server/forms/landing.ts), which answers 303 to ?sent=1 or re-renders with the errors.
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, apiRequest, newIdempotencyKey } from '../../components/api-client.js';
import { LANDING_LEAD_FIELDS, fieldErrors, landingFormSchema } from '../../site/lead-schema.js';
import { localizePath } from '../../site/paths.js';
import { usePageContext } from '../../components/page-context.js';
import { TextField } from '../../components/forms/Field.js';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { FormKeyField } from '../../components/forms/FormKeyField.js';

const empty = { name: '', phone: '', email: '', company: '' };
type Values = typeof empty;

export function LandingForm() {
  const { locale, formState, urlParsed } = usePageContext();
  const t = useT();
  const intl = useIntl();
  const [values, setValues] = useState<Values>({ ...empty, ...formState?.values });
  const [errors, setErrors] = useState<Record<string, string>>(formState?.errors ?? {});
  const [sent, setSent] = useState(!formState && urlParsed.search.sent === '1');
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const update = (field: keyof Values) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = landingFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(`landing-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiRequest('POST', '/api/contact-submissions', { ...parsed.data, ...LANDING_LEAD_FIELDS, locale, pagePath: window.location.pathname, idempotencyKey: idempotencyKey.current });
      setSent(true);
      idempotencyKey.current = newIdempotencyKey();
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? (error.body as { fields?: Record<string, string> })?.fields : undefined;
      setErrors(fields ?? { form: 'landing.form.error' });
    } finally {
      setSubmitting(false);
    }
  };

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
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <section aria-labelledby="landing-form-title" className={box}>
      <h2 id="landing-form-title" className="text-xl font-bold">
        {t('landing.form.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('landing.form.subtitle')}</p>
      {errors.form ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {t(errors.form)}
        </p>
      ) : null}
      <form method="post" action={localizePath('/odoo-saudi-arabia', locale)} noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <FormKeyField />
        <TextField id="landing-name" name="name" label={t('landing.form.name')} autoComplete="name" required value={values.name} onChange={update('name')} error={err('name')} />
        <TextField id="landing-phone" name="phone" type="tel" dir="ltr" inputMode="tel" label={t('landing.form.phone')} placeholder={t('popup.phonePlaceholder')} autoComplete="tel" required value={values.phone} onChange={update('phone')} error={err('phone')} />
        <TextField id="landing-email" name="email" type="email" label={t('landing.form.email')} autoComplete="email" value={values.email} onChange={update('email')} error={err('email')} />
        <TextField id="landing-company" name="company" label={t('landing.form.company')} autoComplete="organization" value={values.company} onChange={update('company')} error={err('company')} />
        <button type="submit" disabled={submitting} className="w-full rounded-lg bg-brand-700 px-6 py-3 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-70">
          {submitting ? t('landing.form.sending') : t('landing.form.submit')}
        </button>
        <p className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'popup.privacy' }, { link: <LocalLink href="/privacy" className="font-semibold text-brand-800 underline">{t('popup.privacyLink')}</LocalLink> })}
        </p>
      </form>
    </section>
  );
}
