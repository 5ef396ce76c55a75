// The ads landing page's short form (/odoo-saudi-arabia) for visitors without JavaScript.
import { HONEYPOT_FIELD, landingFormSchema, leadOfLandingForm } from '../../../site/lead-schema.js';
import type { LeadForm } from './form-post.js';

export const landingForm: LeadForm<typeof landingFormSchema> = {
  path: '/odoo-saudi-arabia',
  fields: ['name', 'phone', 'email', 'company', HONEYPOT_FIELD],
  schema: landingFormSchema,
  input: (values) => values,
  lead: leadOfLandingForm,
  unavailableMessageId: 'landing.form.error',
};
