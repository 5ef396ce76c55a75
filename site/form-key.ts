// The key a lead form carries when it is posted without JavaScript, so a double post or a reload of
// the POST stores one lead. The server writes a fresh key into every answer of a page with a form
// (server/form-key.ts); the form sends it back in this hidden field.
export const FORM_KEY_FIELD = 'formKey';

const FORM_KEY = /^[A-Za-z0-9_-]{22}$/;

export const isFormKey = (value: string | undefined): value is string => Boolean(value && FORM_KEY.test(value));

/** The lead's idempotency key for a posted form key, or undefined when the form sent none valid. */
export const idempotencyKeyOfForm = (formKey: string | undefined) => (isFormKey(formKey) ? `form-${formKey}` : undefined);
