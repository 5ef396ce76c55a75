import type { LeadCopy } from '../../../site/admin-copy/lead.js';

export const lead: LeadCopy = {
  title: (name) => `Lead from ${name}`,
  description: 'Everything the visitor sent.',
  fields: {
    received: 'Received (Saudi time)',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    company: 'Company',
    city: 'City',
    service: 'Service',
    message: 'Message',
    source: 'Source',
    language: 'Language',
    page: 'Page',
    consent: 'Marketing consent',
  },
  languages: { en: 'English', ar: 'Arabic' },
  yes: 'Yes',
  no: 'No',
  none: '—',
  close: 'Close',
  delete: 'Delete lead',
  confirmTitle: 'Delete this lead?',
  confirmText: (name) =>
    `The lead from ${name} will be removed for good (for example on a PDPL erasure request). This cannot be undone.`,
  confirm: 'Delete',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deleteFailed: 'The lead could not be deleted.',
};
