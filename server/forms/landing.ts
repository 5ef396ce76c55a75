// The ads landing page's short form (/odoo-saudi-arabia) for visitors without JavaScript.
import { LANDING_LEAD_FIELDS, landingFormSchema } from '../../site/lead-schema.js';
import type { LeadForm } from './form-post.js';

export const landingForm: LeadForm<typeof landingFormSchema> = {
  path: '/odoo-saudi-arabia',
  fields: ['name', 'phone', 'email', 'company'],
  schema: landingFormSchema,
  input: (values) => values,
  lead: (data) => ({ ...data, ...LANDING_LEAD_FIELDS, consent: false }),
  unavailableMessageId: 'landing.form.error',
};
