// The hidden key that makes a lead form posted without JavaScript idempotent (shared/form-key.ts).
import { FORM_KEY_FIELD } from '../../shared/form-key.js';
import { usePageContext } from '../../renderer/usePageContext.js';

export function FormKeyField() {
  return <input type="hidden" name={FORM_KEY_FIELD} value={usePageContext().formKey ?? ''} />;
}
