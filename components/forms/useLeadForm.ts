// One lead form's state and submission, shared by the popup, the contact form and the landing form:
// the values as typed, the field errors (from the shared schema in the browser, or from the server),
// and a JSON post to the lead API with the page's language and path, the form's source and an
// idempotency key that is kept across retries and renewed once a lead is stored. With the lead go
// the signs the server tells a person from a script by (the time from the form being shown to being
// sent, and the honeypot's value) and the visit's attribution remembered in this tab.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { core } from 'zod/mini';
import { fieldErrors } from '../../site/field-errors.js';
import { ApiError, apiRequest, newIdempotencyKey } from '../api-client.js';
import { usePageContext } from '../page-context.js';
import { useMessageOrText } from '../ui/Msg.js';
import { isPathShaped } from '../../site/page-path.js';
import { HONEYPOT_FIELD } from '../../site/lead-schema.js';
import { honeypotValueOf } from './Honeypot.js';
import { rememberedVisitAttribution } from './visit-attribution.js';

type ParseResult<Parsed> = { success: true; data: Parsed } | { success: false; error: core.$ZodError };

export interface LeadFormOptions<Values extends Record<string, string>, Parsed> {
  empty: Values;
  /** What a form re-rendered by the server (posted without JavaScript) already holds. */
  restored?: { values?: Record<string, string>; errors?: Record<string, string> };
  parse: (values: Values) => ParseResult<Parsed>;
  /** The lead to store: the parsed fields with the form's fixed fields and source. */
  lead: (data: Parsed) => Record<string, unknown>;
  /** Fields have ids `${idPrefix}-${field}`: the first invalid one gets the focus. */
  idPrefix: string;
  /** The form is part of its page (shown when the page was), rather than opened later (the popup). */
  shownWithPage: boolean;
  /** Runs inside the submit click, before the request (the popup opens its chat tab here). */
  onSending?: () => void;
  onSent: (data: Parsed) => void;
  /** Shown above the form (as `errors.form`) when the lead was not stored for another reason. */
  failureMessageId?: string;
  /** The lead was not stored (after the errors are set); `withFieldErrors` when the server named fields. */
  onFailed?: (withFieldErrors: boolean) => void;
}

export function useLeadForm<Values extends Record<string, string>, Parsed>(options: LeadFormOptions<Values, Parsed>) {
  const pageContext = usePageContext();
  const { locale } = pageContext;
  const isHydration = (pageContext as { isHydration?: boolean }).isHydration === true;
  const { shownWithPage } = options;
  // When the form was shown, in performance.now() time. A form on the page that was loaded was shown
  // before its scripts ran (a visitor may start typing then), so its time is the page's start.
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = shownWithPage && isHydration ? 0 : performance.now();
  }, [shownWithPage, isHydration]);
  const [values, setValues] = useState<Values>({ ...options.empty, ...options.restored?.values });
  const [errors, setErrors] = useState<Record<string, string>>(options.restored?.errors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const messageOrText = useMessageOrText();
  /** A field's error in words: the browser's checks give message ids, the server may give words. */
  const errorOf = (field: string) => (errors[field] ? messageOrText(errors[field]) : undefined);

  const update = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { target } = event;
    const value =
      target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'yes' : '') : target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const reset = () => {
    setValues(options.empty);
    setErrors({});
    idempotencyKey.current = newIdempotencyKey();
    shownAt.current = performance.now();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = honeypotValueOf(event.currentTarget);
    const elapsedMs = Math.round(performance.now() - (shownAt.current ?? performance.now()));
    const parsed = options.parse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(`${options.idPrefix}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    options.onSending?.();
    setSubmitting(true);
    try {
      // A page the server would refuse as a path (the not-found page under `//x`) is sent as no page.
      const pagePath = isPathShaped(window.location.pathname) ? window.location.pathname : undefined;
      await apiRequest('POST', '/api/contact-submissions', {
        ...options.lead(parsed.data),
        locale,
        pagePath,
        idempotencyKey: idempotencyKey.current,
        elapsedMs,
        [HONEYPOT_FIELD]: honeypot,
        attribution: rememberedVisitAttribution(),
      });
      idempotencyKey.current = newIdempotencyKey();
      options.onSent(parsed.data);
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 400
          ? (error.body as { fields?: Record<string, string> } | null)?.fields
          : undefined;
      if (fields) setErrors(fields);
      else if (options.failureMessageId) setErrors({ form: options.failureMessageId });
      options.onFailed?.(Boolean(fields));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, errorOf, submitting, update, reset, onSubmit };
}
