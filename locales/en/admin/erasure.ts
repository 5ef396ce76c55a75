import type { ErasureCopy } from '../../../site/admin-copy/erasure.js';
import { englishPlural } from '../../../site/admin-copy/plural.js';

export const erasure: ErasureCopy = {
  heading: 'Erase a person’s data',
  intro:
    'On a PDPL erasure request: every lead with this email or phone number is deleted for good, with its pending notifications.',
  email: 'Email',
  phone: 'Phone',
  start: 'Erase…',
  confirm: (who) => `Delete every lead of ${who}? This cannot be undone.`,
  erase: 'Erase for good',
  cancel: 'Cancel',
  erasing: 'Erasing…',
  done: (count) =>
    count === 0
      ? 'No lead matched; nothing was deleted.'
      : `Erased ${englishPlural(count, { one: `${count} lead`, other: `${count} leads` })}.`,
  inOdoo: (count) =>
    `This person had reached Odoo as ${englishPlural(count, { one: 'one lead', other: `${count} leads` })}, which the erasure does not touch: deleting records in your ERP is your company’s decision. Open ${count === 1 ? 'it' : 'them'} in Odoo and delete ${count === 1 ? 'it' : 'them'} there if the request covers ${count === 1 ? 'it' : 'them'}:`,
  odooLead: (id) => `Odoo lead #${id}`,
  failed: 'The erasure failed. Nothing was deleted; please try again.',
  needOne: 'Enter an email or a phone number.',
  fieldError: (_field, serverMessage) => serverMessage,
};
