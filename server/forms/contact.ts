// The contact page's form for visitors without JavaScript.
import { CONTACT_FORM_SERVICE, contactFormSchema } from '../../site/lead-schema.js';
import type { LeadForm } from './form-post.js';

export const contactForm: LeadForm<typeof contactFormSchema> = {
  path: '/contact',
  fields: ['name', 'email', 'phone', 'company', 'message', 'consent'],
  schema: contactFormSchema,
  input: (values) => ({ ...values, consent: values.consent === 'yes' }),
  lead: (data) => ({ ...data, city: '', service: CONTACT_FORM_SERVICE }),
  unavailableMessageId: 'contact.form.error',
};
