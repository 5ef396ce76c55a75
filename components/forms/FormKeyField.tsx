// The hidden key that makes a lead form posted without JavaScript idempotent (site/form-key.ts).
import { FORM_KEY_FIELD } from '../../site/form-key.js';
import { usePageContext } from '../page-context.js';

export function FormKeyField() {
  return <input type="hidden" name={FORM_KEY_FIELD} value={usePageContext().formKey ?? ''} />;
}
