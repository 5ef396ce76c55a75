// The contact page's form for visitors without JavaScript.
import { HONEYPOT_FIELD, contactFormSchema, leadOfContactForm } from '../../../site/lead-schema.js';
import type { LeadForm } from './form-post.js';

export const contactForm: LeadForm<typeof contactFormSchema> = {
  path: '/contact',
  fields: ['name', 'email', 'phone', 'company', 'message', 'consent', HONEYPOT_FIELD],
  schema: contactFormSchema,
  input: (values) => ({ ...values, consent: values.consent === 'yes' }),
  lead: leadOfContactForm,
  unavailableMessageId: 'contact.form.error',
};
