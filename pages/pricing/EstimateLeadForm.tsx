// "Send me this estimate": a plain form post to /pricing, with or without JavaScript, carrying the
// answers in one hidden field; the server computes the estimate again and sends it to the sales team
// (server/leads/forms/estimate.ts). It answers 303 to ?sent=1, or the page again with the errors and
// what was typed (pageContext.formState). The first focus fetches /api/form-opened (the
// `focus-within` background), the server's record of when the visitor started filling it in.
import { TextField } from '../../components/forms/Field.js';
import { FormAlert } from '../../components/forms/FormAlert.js';
import { Honeypot } from '../../components/forms/Honeypot.js';
import { PrivacyNote } from '../../components/forms/PrivacyNote.js';
import { usePageContext } from '../../components/page-context.js';
import { useMessageOrText, useT } from '../../components/ui/Msg.js';
import { localizePath } from '../../site/paths.js';
import { ANSWERS_FIELD, answersQuery, type EstimateAnswers } from '../../site/price-estimate.js';

export function EstimateLeadForm({ answers }: { answers: EstimateAnswers }) {
  const { locale, formState, urlParsed } = usePageContext();
  const t = useT();
  const messageOrText = useMessageOrText();
  if (!formState && urlParsed.search.sent === '1') {
    return (
      <section
        role="status"
        aria-labelledby="estimate-sent"
        className="rounded-2xl bg-brand-50 p-6 [content-visibility:visible]"
      >
        <h2 id="estimate-sent" className="text-xl font-bold text-slate-900">
          {t('estimate.lead.sentTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('estimate.lead.sentText')}</p>
      </section>
    );
  }
  const values = formState?.values ?? {};
  const errors = formState?.errors ?? {};
  const errorOf = (field: string) => (errors[field] ? messageOrText(errors[field]) : undefined);
  return (
    <section
      aria-labelledby="estimate-lead-title"
      className="rounded-2xl border border-slate-200 p-6 shadow-sm [content-visibility:visible]"
    >
      <h2 id="estimate-lead-title" className="text-xl font-bold text-slate-900">
        {t('estimate.lead.heading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('estimate.lead.text')}</p>
      <FormAlert messageId={errors.form} className="mt-4" />
      <form
        method="post"
        action={localizePath('/pricing', locale)}
        className="relative mt-4 space-y-4 focus-within:bg-[url(/api/form-opened?f=estimate)]"
      >
        <Honeypot idPrefix="estimate" defaultValue={values.website} />
        <input type="hidden" name={ANSWERS_FIELD} value={answersQuery(answers)} readOnly />
        <TextField
          id="estimate-name"
          name="name"
          label={t('estimate.lead.name')}
          autoComplete="name"
          required
          defaultValue={values.name}
          error={errorOf('name')}
        />
        <TextField
          id="estimate-phone"
          name="phone"
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          label={t('estimate.lead.phone')}
          required
          defaultValue={values.phone}
          error={errorOf('phone')}
        />
        <TextField
          id="estimate-email"
          name="email"
          type="email"
          label={t('estimate.lead.email')}
          autoComplete="email"
          defaultValue={values.email}
          error={errorOf('email')}
        />
        <TextField
          id="estimate-company"
          name="company"
          label={t('estimate.lead.company')}
          autoComplete="organization"
          defaultValue={values.company}
          error={errorOf('company')}
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-[#1f7a45] px-4 py-3 font-bold text-white hover:bg-[#17613a]"
        >
          {t('estimate.lead.submit')}
        </button>
        <PrivacyNote className="text-xs text-slate-600" />
      </form>
    </section>
  );
}
