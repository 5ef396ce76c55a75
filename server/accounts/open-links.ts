// The one-time links still open, for owners to see who handed out what, and to take one back: a
// link not yet used, not past its time, not revoked, and whose maker may still grant it. Revoking is
// audited; the link then answers 410 like a used one.
import type { DataSource } from 'typeorm';
import { IsNull, MoreThan } from 'typeorm';
import { AdminLink, AdminUser, type AdminLinkPurpose } from '../../entities/index.js';
import type { OpenLink } from '../../site/admin-answers.js';
import { recordAudit } from '../privacy/audit-log.js';
import { makerStillGrants } from './link-rights.js';

const stillOpen = (now: number) => ({ usedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) });

/** The open links, the ones that expire first first. */
export async function openLinks(db: DataSource, now = Date.now()): Promise<OpenLink[]> {
  const links = await db.getRepository(AdminLink).find({ where: stillOpen(now), order: { expiresAt: 'ASC' } });
  const roles = new Map(
    (await db.getRepository(AdminUser).find({ select: { username: true, role: true } })).map((a) => [
      a.username,
      a.role,
    ]),
  );
  const granting = new Map<string, boolean>();
  const open: OpenLink[] = [];
  for (const link of links) {
    if (!granting.has(link.createdBy)) granting.set(link.createdBy, await makerStillGrants(db.manager, link.createdBy));
    if (!granting.get(link.createdBy)) continue;
    open.push({
      id: link.id,
      purpose: link.purpose,
      username: link.username,
      role: link.purpose === 'invite' ? link.role : (roles.get(link.username) ?? null),
      createdBy: link.createdBy,
      createdAt: new Date(link.createdAt).toISOString(),
      expiresAt: new Date(link.expiresAt).toISOString(),
    });
  }
  return open;
}

const linkName: Record<AdminLinkPurpose, string> = { invite: 'invitation link', reset: 'password reset link' };

/** Revokes an open link; false when there is none under `id` (never made, used, expired or revoked). */
export async function revokeLink(db: DataSource, id: number, owner: string, now = Date.now()): Promise<boolean> {
  return db.transaction(async (manager) => {
    const links = manager.getRepository(AdminLink);
    const link = await links.findOneBy({ id, ...stillOpen(now) });
    if (!link) return false;
    const revoked = await links.update(
      { id, usedAt: IsNull(), revokedAt: IsNull() },
      { revokedAt: now, revokeReason: 'revoked', revokedBy: owner },
    );
    if (!revoked.affected) return false;
    const detail = `Revoked the ${linkName[link.purpose]} for ${link.username} (made by ${link.createdBy})`;
    await recordAudit(manager, owner, 'link-revoke', detail, now);
    return true;
  });
}
