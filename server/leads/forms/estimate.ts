// The pricing page's "Send me this estimate" form (/pricing). It is a plain form post with or without
// JavaScript: its answers arrive in one field (site/estimate-lead.ts) and the lead's message is the
// estimate as the server computes it from them, never words the browser sent.
import { ANSWERS_FIELD, estimateFormSchema } from '../../../site/estimate-lead.js';
import { ESTIMATE_FORM_SERVICE, HONEYPOT_FIELD } from '../../../site/lead-schema.js';
import { answersFromQuery } from '../../../site/price-estimate.js';
import type { LeadForm } from './form-post.js';
import { estimateSummary } from './estimate-summary.js';

export const estimateForm = (siteUrl: string): LeadForm<typeof estimateFormSchema> => ({
  path: '/pricing',
  fields: ['name', 'phone', 'email', 'company', ANSWERS_FIELD, HONEYPOT_FIELD],
  schema: estimateFormSchema,
  input: (values) => values,
  lead: ({ answers, ...contact }) => ({
    ...contact,
    city: 'Saudi Arabia',
    service: ESTIMATE_FORM_SERVICE,
    message: estimateSummary(answersFromQuery(answers), siteUrl),
    consent: false,
    source: 'estimate',
  }),
  unavailableMessageId: 'estimate.lead.error',
});
