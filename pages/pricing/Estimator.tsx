// The estimator: a GET form whose answers are the page's address, so without JavaScript "Show my
// estimate" asks the server for the same page with the answers and it renders their estimate. In
// the browser the estimate follows every change at once, and the address is kept up to date so it
// can be shared. The inputs are the browser's own (uncontrolled): the form's data is the answers.
import { useState, type FormEvent } from 'react';
import { usePageContext } from '../../components/page-context.js';
import { useT } from '../../components/ui/Msg.js';
import { localizePath } from '../../site/paths.js';
import {
  answersQuery,
  BRANCHES_MAX,
  estimate,
  estimateApps,
  estimateIntegrations,
  hostings,
  industries,
  migrations,
  readAnswers,
  USERS_MAX,
} from '../../site/price-estimate.js';
import { EstimateLeadForm } from './EstimateLeadForm.js';
import { EstimateResult } from './EstimateResult.js';
import { initialAnswers } from './initial-answers.js';

const fieldset = 'rounded-xl border border-slate-200 p-4';
const legend = 'px-1 text-sm font-semibold text-slate-800';
const choice = 'flex items-start gap-2 py-1 text-slate-800';
const box = 'mt-1 size-4 shrink-0 accent-brand-700';
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';

export function Estimator() {
  const pageContext = usePageContext();
  const t = useT();
  const [answers, setAnswers] = useState(() => initialAnswers(pageContext));
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const next = readAnswers((name) => form.getAll(name).map(String));
    setAnswers(next);
    window.history.replaceState(window.history.state, '', `?${answersQuery(next)}`);
  };
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <form
        method="get"
        action={`${localizePath('/pricing', pageContext.locale)}#estimate`}
        aria-labelledby="estimate-form-title"
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          onChange(event);
          // On a phone the estimate is below the form: "Show my estimate" brings it into view.
          document.getElementById('estimate')?.scrollIntoView({ block: 'start' });
        }}
        className="space-y-5"
      >
        <h2 id="estimate-form-title" className="text-2xl font-bold text-slate-900">
          {t('estimate.form.heading')}
        </h2>
        <div className="grid items-end gap-5 sm:grid-cols-3">
          <label className="block text-sm font-semibold text-slate-800">
            {t('estimate.form.users')}
            <input
              type="number"
              name="users"
              min={1}
              max={USERS_MAX}
              inputMode="numeric"
              defaultValue={answers.users}
              className={input}
            />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {t('estimate.form.branches')}
            <input
              type="number"
              name="branches"
              min={1}
              max={BRANCHES_MAX}
              inputMode="numeric"
              defaultValue={answers.branches}
              className={input}
            />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {t('estimate.form.industry')}
            <select name="industry" defaultValue={answers.industry} className={input}>
              {industries.map((industry) => (
                <option key={industry} value={industry}>
                  {t(`estimate.industry.${industry}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className={fieldset}>
          <legend className={legend}>{t('estimate.form.apps')}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {estimateApps.map((app) => (
              <label key={app} className={choice}>
                <input
                  type="checkbox"
                  name="apps"
                  value={app}
                  defaultChecked={answers.apps.includes(app)}
                  className={box}
                />
                {t(`estimate.app.${app}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={fieldset}>
          <legend className={legend}>{t('estimate.form.integrations')}</legend>
          {estimateIntegrations.map((integration) => (
            <label key={integration} className={choice}>
              <input
                type="checkbox"
                name="integrations"
                value={integration}
                defaultChecked={answers.integrations.includes(integration)}
                className={box}
              />
              {t(`estimate.integration.${integration}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <fieldset className={fieldset}>
            <legend className={legend}>{t('estimate.form.migration')}</legend>
            {migrations.map((migration) => (
              <label key={migration} className={choice}>
                <input
                  type="radio"
                  name="migration"
                  value={migration}
                  defaultChecked={answers.migration === migration}
                  className={box}
                />
                {t(`estimate.migration.${migration}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>{t('estimate.form.hosting')}</legend>
            {hostings.map((hosting) => (
              <label key={hosting} className={choice}>
                <input
                  type="radio"
                  name="hosting"
                  value={hosting}
                  defaultChecked={answers.hosting === hosting}
                  className={box}
                />
                {t(`estimate.hosting.${hosting}`)}
              </label>
            ))}
          </fieldset>
        </div>
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800">
          {t('estimate.form.submit')}
        </button>
      </form>
      <div className="space-y-6 lg:sticky lg:top-32">
        <EstimateResult answers={answers} result={estimate(answers)} />
        <EstimateLeadForm answers={answers} />
      </div>
    </div>
  );
}
