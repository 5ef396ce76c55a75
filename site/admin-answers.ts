// What the sign-in calls and the admin's account, privacy and activity-log calls answer, shared by
// the server and the admin screens (the leads' answers are in admin-types.ts, the dashboard's in
// dashboard.ts), and the body of every refusal.
import type { AdminRole } from './admin-roles.js';

/**
 * The JSON body of every refused /api call: `error` is the server's sentence for its log and for a
 * person reading the answer; `code` names the refusal and `fields` each refused field's code
 * ("taken", "used", "too-short" …), which is what a screen words in its own language.
 */
export interface RefusalBody {
  error: string;
  code?: string;
  fields?: Record<string, string>;
  /** A sign-in step blocked by its throttle: when to try again. */
  retryAfterSeconds?: number;
}

/** The sign-in step still to take after a correct password. */
export type PendingStep = 'verify' | 'enrol';

/** POST /api/auth/login: signed in, or one more step to take. */
export type PasswordAnswer = SignedIn | { secondFactor: PendingStep };

/** A finished sign-in: the admin's name and the setup warnings the server shows admins. */
export interface SignedIn {
  username: string;
  warnings?: string[];
}

/** GET /api/auth/second-factor: a half-done sign-in's step, or a signed-in admin's two-step settings. */
export type SecondFactorState =
  | { pending: PendingStep; username: string }
  | {
      pending: null;
      username: string;
      enrolled: boolean;
      recoveryCodesLeft: number | null;
      /** Whether the site requires two-step sign-in (ADMIN_REQUIRE_2FA): then the admin may not remove it. */
      required: boolean;
    };

/** POST /api/auth/second-factor/enrolment: a new key, its otpauth:// address and its QR code (SVG). */
export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** POST /api/auth/link and …/link/password: what a one-time link is for, and for whom. */
export interface OpenedLink {
  purpose: 'invite' | 'reset';
  username: string;
}

/** One row of GET /api/admin/accounts. */
export interface AdminAccount {
  username: string;
  role: AdminRole;
  disabled: boolean;
  /** ISO 8601, UTC. */
  lastSignInAt: string | null;
  secondFactor: boolean;
  /** The account of the admin asking. */
  you: boolean;
}

/** POST /api/admin/accounts/invitations and …/:username/reset-link: the link to hand over. */
export interface AccountLink {
  username: string;
  link: string;
  /** An invitation only: whether it was also emailed. */
  emailed?: boolean;
}

/** One row of GET /api/admin/accounts/links: a one-time link not used, expired or revoked yet. */
export interface OpenLink {
  id: number;
  purpose: 'invite' | 'reset';
  /** Whom it is for: the account it creates or resets. */
  username: string;
  /** The role an invitation gives, or the reset account's role now. */
  role: string | null;
  createdBy: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** ISO 8601, UTC. */
  expiresAt: string;
}

/** One row of GET /api/admin/sessions: where the admin is signed in. */
export interface OwnSession {
  id: string;
  device: string | null;
  network: string | null;
  /** ISO 8601, UTC. */
  lastSeenAt: string | null;
  /** The session of the browser asking. */
  current: boolean;
}

/** One entry of GET /api/admin/audit, escaped for printing. */
export interface AuditEntry {
  /** ISO 8601, UTC; of the latest event when the entry stands for several. */
  at: string;
  actor: string;
  action: string;
  /** As recorded, in English: the log keeps what happened in the words it was written with. */
  detail: string;
  /** How many events the entry stands for (refused sign-ins in a row are one entry). */
  repeats: number;
  /** When the first of them happened; null for a single event. */
  firstAt: string | null;
}

/** POST /api/admin/erasures: how many leads were deleted, and the records they had become in Odoo. */
export interface Erasure {
  erased: number;
  odooLeads: Array<{ odooLeadId: number; url: string | null }>;
}
