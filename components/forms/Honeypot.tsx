// The lead forms' trap for form-filling scripts: a field no person sees or reaches (visually hidden,
// hidden from screen readers, out of the tab order, never autofilled) under a name a script expects
// to fill. A lead that arrives with it filled is kept in the Spam view (server/leads/spam-check.ts).
import { HONEYPOT_FIELD } from '../../site/honeypot.js';
import { useT } from '../ui/Msg.js';

export function Honeypot({ idPrefix, defaultValue }: { idPrefix: string; defaultValue?: string }) {
  const t = useT();
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t('form.website')}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue={defaultValue} />
    </div>
  );
}

/** What the honeypot of the form being sent holds, read from the form itself (a script fills the DOM). */
export const honeypotValueOf = (form: HTMLFormElement): string => {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : '';
};
