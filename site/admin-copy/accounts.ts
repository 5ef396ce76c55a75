// The account screens: the welcome screen a one-time link opens, an owner's accounts screen, and each
// admin's own account (sessions and password).
import type { AdminRole } from '../admin-roles.js';

/** Why the server refused a new password (server/auth/passwords.ts). */
export type PasswordRule = 'too-short' | 'too-long' | 'common' | 'contains-username';

export interface AccountsCopy {
  password: {
    rules: string;
    refused: Record<PasswordRule, string>;
  };
  welcome: {
    inviteHeading: string;
    resetHeading: string;
    intro: (username: string) => string;
    password: string;
    submit: string;
    saving: string;
    done: string;
    toSignIn: string;
    checking: string;
    unknown: string;
    used: string;
    expired: string;
    failed: string;
  };
  list: {
    link: string;
    heading: string;
    columns: { username: string; role: string; status: string; lastSignIn: string; twoStep: string; actions: string };
    roles: Record<AdminRole, string>;
    enabled: string;
    disabled: string;
    never: string;
    yes: string;
    no: string;
    you: string;
    disable: string;
    enable: string;
    resetLink: string;
    /** Removes an admin's two-step sign-in (a lost phone); they set it up again at their next sign-in. */
    removeTwoStep: string;
    changeRole: (username: string) => string;
    lastOwner: string;
    failed: string;
  };
  /** The invitation email, in the inviting owner's admin language. */
  inviteEmail: {
    subject: (siteName: string) => string;
    invitedBy: (inviter: string, siteName: string) => string;
    body: (username: string, link: string) => string;
  };
  invite: {
    heading: string;
    username: string;
    role: string;
    email: string;
    submit: string;
    linkHeading: (username: string) => string;
    linkIntro: string;
    emailed: (email: string) => string;
    resetLinkHeading: (username: string) => string;
    usernameTaken: string;
    usernameInvalid: string;
  };
  own: {
    link: string;
    heading: string;
    sessionsHeading: string;
    networkNote: string;
    columns: { device: string; network: string; lastSeen: string; actions: string };
    unknownDevice: string;
    thisDevice: string;
    end: string;
    passwordHeading: string;
    currentPassword: string;
    newPassword: string;
    change: string;
    changed: string;
    wrongCurrent: string;
    failed: string;
  };
}
