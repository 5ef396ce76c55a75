// Who may do what in the admin. A role is stored on each account; the server checks it on every
// admin call and the screens hide what the role cannot do, both from the abilities below.
export const adminRoles = ['owner', 'sales', 'viewer'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** An account made without saying otherwise, and every account from before roles existed. */
export const DEFAULT_ADMIN_ROLE: AdminRole = 'owner';

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (adminRoles as readonly string[]).includes(value);

/**
 * Each thing an admin can do and the roles allowed to do it. Owner: everything. Sales: works the
 * leads (notes, stage, owner, follow-up, out of Spam) but exports, deletes and erases nothing and
 * sees neither the audit log, the SEO check nor the accounts. Viewer: reads leads and the dashboard.
 */
export const adminAbilities = {
  readLeads: ['owner', 'sales', 'viewer'],
  readDashboard: ['owner', 'sales', 'viewer'],
  /** Their own language, sessions, password and second factor. */
  manageOwnAccount: ['owner', 'sales', 'viewer'],
  workLeads: ['owner', 'sales'],
  exportLeads: ['owner'],
  deleteLeads: ['owner'],
  eraseContacts: ['owner'],
  readAuditLog: ['owner'],
  checkSeo: ['owner'],
  manageAccounts: ['owner'],
  /** Read the leads back from the company's Odoo now, instead of at the next timed pass. */
  syncOdoo: ['owner'],
  /** Export won leads' offline conversions for Google Ads and Microsoft Ads, and name them. */
  exportConversions: ['owner'],
} as const satisfies Record<string, readonly [AdminRole, ...AdminRole[]]>;
export type AdminAbility = keyof typeof adminAbilities;

/** The roles allowed one ability, for a route's declaration. */
export const rolesThatCan = (ability: AdminAbility): readonly [AdminRole, ...AdminRole[]] => adminAbilities[ability];

export const roleCan = (role: AdminRole, ability: AdminAbility): boolean =>
  (adminAbilities[ability] as readonly AdminRole[]).includes(role);

/** GET /api/auth/check: who is signed in, and what they may do. */
export interface SessionCheck {
  username: string;
  role: AdminRole;
}
