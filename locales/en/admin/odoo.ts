import type { OdooCopy } from '../../../site/admin-copy/odoo.js';

export const odoo: OdooCopy = {
  heading: 'Odoo CRM',
  loading: 'Checking Odoo…',
  inOdoo: (id) => `In Odoo as lead #${id}.`,
  open: 'Open in Odoo',
  queued: 'On its way to Odoo: it is there within a minute.',
  retrying: (attempts) =>
    `Odoo did not answer (${attempts} ${attempts === 1 ? 'try' : 'tries'} so far); the site keeps trying.`,
  waiting: 'Not in Odoo yet:',
  reasons: {
    auth: 'Odoo refused the login or API key. Check ODOO_USER and ODOO_API_KEY, restart the site, or press Retry once fixed.',
    access: 'The Odoo user may not create leads. Give it the Sales “User” role in Odoo, then press Retry.',
    'missing-model': 'The CRM app is not installed in this Odoo database. Install CRM, then press Retry.',
    validation: 'Odoo refused the lead’s values, or no sales team has the name in ODOO_TEAM. Odoo’s answer is below.',
    unexpected: 'Odoo answered in a way the site does not expect. Check ODOO_URL; Odoo’s answer is below.',
  },
  odooSaid: 'Odoo’s answer',
  notSent: 'This lead was not sent to Odoo: it arrived before Odoo was set up on this site, or was held in Spam.',
  retry: 'Retry now',
  send: 'Send to Odoo',
  sending: 'Sending…',
  failed: 'The site did not answer. Try again.',
};
