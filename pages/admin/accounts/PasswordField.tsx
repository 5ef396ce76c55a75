// A new password's field with the rules beside it and the server's refusal under it, in the screen's
// language: the same rules as the command line, decided by the server alone.
import { useId } from 'react';
import { isPasswordRule } from '../../../site/password-rules.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900';

export function PasswordField(props: {
  label: string;
  name: string;
  refused: string | null;
  autoComplete: 'new-password' | 'current-password';
  showRules?: boolean;
}) {
  const t = useAdminT();
  const id = useId();
  const rulesId = `${id}-rules`;
  const errorId = `${id}-error`;
  const rule = props.refused;
  const message = rule ? (isPasswordRule(rule) ? t(`admin.accounts.password.refused.${rule}`) : rule) : null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      {props.showRules ? (
        <p id={rulesId} className="text-sm text-slate-600">
          {t('admin.accounts.password.rules')}
        </p>
      ) : null}
      <input
        id={id}
        name={props.name}
        type="password"
        required
        autoComplete={props.autoComplete}
        aria-invalid={message ? true : undefined}
        aria-describedby={[props.showRules ? rulesId : '', message ? errorId : ''].join(' ').trim() || undefined}
        className={inputClass}
        dir="ltr"
      />
      {message ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
