// Fresh form keys in pages that may come from the rendered-page cache: pages are rendered with a
// placeholder (in the hidden field and in the page context the browser hydrates from), and each
// answer replaces it with a new key, or with the key the visitor posted when a form is re-rendered
// with errors (so correcting and posting again is still one lead).
import { randomBytes } from 'node:crypto';
import { isFormKey } from '../site/form-key.js';

export const FORM_KEY_PLACEHOLDER = 'formkeyplaceholder0000';

export const newFormKey = () => randomBytes(16).toString('base64url');

/** The body with its placeholder filled; only for bodies known to hold one (CachedPage.hasFormKey). */
export function withFormKey(body: string, postedKey?: string): string {
  return body.replaceAll(FORM_KEY_PLACEHOLDER, isFormKey(postedKey) ? postedKey : newFormKey());
}
