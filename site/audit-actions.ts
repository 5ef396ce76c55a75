// What the activity log records: the actions the server writes (entities/AuditEvent.ts stores them)
// and the admin screens name (tests/unit/admin-messages.test.ts checks each has words).
export const auditActionNames = [
  'sign-in',
  'sign-in-refused',
  'export',
  'delete',
  'erase',
  'retention',
  'lead-change',
  'lead-note',
  'lead-activity',
  'not-spam',
  'mark-spam',
  'contact-attempt',
  'account-invite',
  'account-create',
  'account-reset-link',
  'password-reset',
  'password-change',
  'account-disable',
  'account-enable',
  'role-change',
  'session-end',
  'second-factor',
  'recovery-code',
  'second-factor-change',
  'odoo-retry',
  'odoo-sync',
  'conversion-export',
  'link-revoke',
] as const;
export type AuditActionName = (typeof auditActionNames)[number];

export const isAuditActionName = (action: string): action is AuditActionName =>
  (auditActionNames as readonly string[]).includes(action);
