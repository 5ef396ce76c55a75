import type { AuditCopy } from '../../../site/admin-copy/audit.js';
import { englishPlural } from '../../../site/admin-copy/plural.js';

export const audit: AuditCopy = {
  heading: 'Activity log',
  intro:
    'Sign-ins, refused sign-ins, exports, deletions, erasures and retention sweeps, newest first. A refused sign-in names the account only when one exists.',
  loading: 'Loading…',
  failed: 'The activity log could not be loaded.',
  empty: 'Nothing recorded yet.',
  columns: { at: 'When (Saudi time)', actor: 'Who', action: 'What', detail: 'Details' },
  actions: {
    'sign-in': 'Signed in',
    'sign-in-refused': 'Sign-in refused',
    export: 'Exported',
    delete: 'Deleted a lead',
    erase: 'Erased',
    retention: 'Retention sweep',
    'lead-change': 'Changed a lead',
    'lead-note': 'Added a note',
    'not-spam': 'Moved out of Spam',
    'account-invite': 'Invited an admin',
    'account-create': 'Accepted an invitation',
    'account-reset-link': 'Made a password reset link',
    'password-reset': 'Set a password from a reset link',
    'password-change': 'Changed their password',
    'account-disable': 'Disabled an account',
    'account-enable': 'Enabled an account',
    'role-change': 'Changed a role',
    'session-end': 'Ended a session',
    'second-factor': 'Signed in with a code',
    'recovery-code': 'Signed in with a recovery code',
    'second-factor-change': 'Changed two-step sign-in',
    'odoo-retry': 'Sent to Odoo again',
  },
  repeats: (count, since) =>
    `(${englishPlural(count, { one: `${count} time`, other: `${count} times` })} in a row, the first at ${since})`,
};
