// One-time links an owner hands out: an invitation creates an account when its person chooses a
// password; a reset link sets a new password on an existing account and ends that admin's sessions.
// The link carries 32 random bytes; only their SHA-256 is stored, so a copy of the table opens
// nothing. A link works once, within 24 hours, and only while its maker may still grant it
// (link-rights.ts) and no owner revoked it.
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { AdminLink, AdminUser, Session, type AdminLinkPurpose } from '../../entities/index.js';
import type { AdminRole } from '../../site/admin-roles.js';
import { recordAudit } from '../privacy/audit-log.js';
import { normalizeUsername, validUsername } from './admin-users.js';
import { makerStillGrants } from './link-rights.js';
import { hashPassword, passwordProblem, type PasswordProblem } from './passwords.js';

export const ADMIN_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Why an account change was refused, naming the field a screen shows it under. */
/** Why an account change was refused, as a code the screens word in their own language. */
export type AccountRefusalCode = 'invalid' | 'taken' | 'unknown' | 'wrong';

export class AccountChangeRefused extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    readonly code: AccountRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export type UnusableReason = 'unknown' | 'used' | 'expired' | 'revoked' | 'void';

const unusableText: Record<UnusableReason, string> = {
  unknown: 'This link is not valid',
  used: 'This link was used and no longer works',
  expired: 'This link was valid for 24 hours and no longer works',
  revoked: 'This link was revoked by an owner and no longer works',
  void: 'The owner who made this link, or the account it is for, has changed: it no longer works',
};

/** A link that cannot be used: never made (404); used, past its time, revoked or void (410). */
export class UnusableLink extends Error {
  constructor(readonly reason: UnusableReason) {
    super(unusableText[reason]);
  }
  get status() {
    return this.reason === 'unknown' ? 404 : 410;
  }
}

export class WeakPassword extends Error {
  constructor(readonly problem: PasswordProblem) {
    super(`Password refused: ${problem}`);
  }
}

async function storeLink(
  db: DataSource,
  link: { purpose: AdminLinkPurpose; username: string; role: AdminRole | null; email: string | null },
  createdBy: string,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.getRepository(AdminLink).insert({
    ...link,
    tokenHash: linkTokenHash(token),
    createdBy,
    createdAt: now,
    expiresAt: now + ADMIN_LINK_LIFETIME_MS,
    usedAt: null,
  });
  return token;
}

export interface Invitation {
  username: string;
  role: AdminRole;
  email: string | null;
}

/** Makes an invitation for an account that does not exist yet; answers the link's token. */
export async function createInvitation(db: DataSource, invitation: Invitation, owner: string, now = Date.now()) {
  const username = normalizeUsername(invitation.username);
  if (!validUsername(username))
    throw new AccountChangeRefused(
      400,
      'username',
      'invalid',
      'Username must be 3 to 50 characters: letters, digits, ".", "_" or "-"',
    );
  if (await db.getRepository(AdminUser).existsBy({ username }))
    throw new AccountChangeRefused(409, 'username', 'taken', `An admin named "${username}" already exists`);
  const token = await storeLink(
    db,
    { purpose: 'invite', username, role: invitation.role, email: invitation.email },
    owner,
    now,
  );
  await recordAudit(db, owner, 'account-invite', `Invited ${username} as ${invitation.role}`, now);
  return { token, username };
}

/** Makes a reset link for an existing account; answers the link's token. */
export async function createResetLink(db: DataSource, rawUsername: string, owner: string, now = Date.now()) {
  const username = normalizeUsername(rawUsername);
  if (!(await db.getRepository(AdminUser).existsBy({ username })))
    throw new AccountChangeRefused(404, 'username', 'unknown', `No admin named "${username}"`);
  const token = await storeLink(db, { purpose: 'reset', username, role: null, email: null }, owner, now);
  await recordAudit(db, owner, 'account-reset-link', `Made a password reset link for ${username}`, now);
  return { token, username };
}

/** The link a token opens, or UnusableLink. */
export async function usableLink(db: DataSource | EntityManager, token: string, now = Date.now()): Promise<AdminLink> {
  const manager = 'manager' in db ? db.manager : db;
  const link = token ? await manager.getRepository(AdminLink).findOneBy({ tokenHash: linkTokenHash(token) }) : null;
  if (!link) throw new UnusableLink('unknown');
  if (link.usedAt !== null) throw new UnusableLink('used');
  if (link.revokedAt !== null) throw new UnusableLink(link.revokeReason === 'revoked' ? 'revoked' : 'void');
  if (link.expiresAt <= now) throw new UnusableLink('expired');
  if (!(await makerStillGrants(manager, link.createdBy))) throw new UnusableLink('void');
  return link;
}

/**
 * Sets the password a link's person chose: creates the invited account, or replaces the reset
 * account's password and ends its sessions. The link is marked used in the same transaction, by a
 * write that only one of two racing requests can make.
 */
export async function useLink(db: DataSource, token: string, password: string, now = Date.now()) {
  const link = await usableLink(db, token, now);
  const problem = passwordProblem(password, link.username);
  if (problem) throw new WeakPassword(problem);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (manager) => {
    // Whatever happened to the link or its maker while the password was hashed counts.
    await usableLink(manager, token, now);
    const marked = await manager
      .getRepository(AdminLink)
      .update({ id: link.id, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: now });
    if (!marked.affected) throw new UnusableLink('used');
    const admins = manager.getRepository(AdminUser);
    if (link.purpose === 'invite') {
      if (await admins.existsBy({ username: link.username }))
        throw new AccountChangeRefused(409, 'username', 'taken', `An admin named "${link.username}" already exists`);
      await admins.insert({
        username: link.username,
        passwordHash,
        role: (link.role ?? 'viewer') as AdminRole,
        email: link.email,
        lastLoginAt: null,
        disabled: false,
      });
      await recordAudit(manager, link.username, 'account-create', `Accepted the invitation of ${link.createdBy}`, now);
    } else {
      const changed = await admins.update({ username: link.username }, { passwordHash });
      if (!changed.affected) throw new UnusableLink('unknown');
      await manager.getRepository(Session).delete({ username: link.username });
      await recordAudit(manager, link.username, 'password-reset', `Used a reset link made by ${link.createdBy}`, now);
    }
  });
  return { username: link.username, purpose: link.purpose };
}
