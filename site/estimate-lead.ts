// The pricing page's "Send me this estimate" form: the landing form's contact fields, and the
// estimator's answers as one field holding the address's query (a post keeps only the first value of
// a repeated name, and the answers have repeated names).
import * as z from 'zod/mini';
import { landingFormSchema } from './lead-schema.js';
import { ANSWERS_FIELD } from './price-estimate.js';

export { ANSWERS_FIELD };

export const estimateFormSchema = z.extend(landingFormSchema, {
  [ANSWERS_FIELD]: z._default(z.string().check(z.maxLength(2000)), ''),
});
