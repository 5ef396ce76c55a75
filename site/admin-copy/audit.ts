// The activity log panel.

/** What the server records (entities/AuditEvent.ts lists them; a test checks each has a label). */
export type AuditActionName =
  | 'sign-in'
  | 'sign-in-refused'
  | 'export'
  | 'delete'
  | 'erase'
  | 'retention'
  | 'lead-change'
  | 'lead-note'
  | 'not-spam'
  | 'account-invite'
  | 'account-create'
  | 'account-reset-link'
  | 'password-reset'
  | 'password-change'
  | 'account-disable'
  | 'account-enable'
  | 'role-change'
  | 'session-end'
  | 'second-factor'
  | 'recovery-code'
  | 'second-factor-change'
  | 'odoo-retry';

export interface AuditCopy {
  heading: string;
  intro: string;
  loading: string;
  failed: string;
  empty: string;
  columns: { at: string; actor: string; action: string; detail: string };
  actions: Record<AuditActionName, string>;
  /** Refused sign-ins in a row shown as one entry: how many, since when. */
  repeats: (count: number, since: string) => string;
}
