// A one-time link is worth no more than its maker's rights. An invitation or a reset link grants
// what only an account manager (an owner) may grant, so it stops working for good once its maker is
// demoted, disabled or deleted; a reset link is made for an account as it stood, so it stops once
// that account changes role or state (a disabled admin's old link must not let them back in after
// they are enabled again). The change voids the links in its own transaction; a link is also checked
// against its maker as they stand when it is used, for a change made past these functions.
import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { AdminLink, AdminUser } from '../../entities/index.js';
import { roleCan, isAdminRole } from '../../site/admin-roles.js';

/** Whether `maker` may still grant a link: an enabled account that may manage accounts. */
export async function makerStillGrants(manager: EntityManager, maker: string): Promise<boolean> {
  const admin = await manager
    .getRepository(AdminUser)
    .findOne({ where: { username: maker }, select: { id: true, role: true, disabled: true } });
  return Boolean(admin && !admin.disabled && isAdminRole(admin.role) && roleCan(admin.role, 'manageAccounts'));
}

/**
 * After `username` changed role or state, or was deleted: their reset links stop, and so do the
 * links they made unless they may still grant them. `actor` made the change.
 */
export async function voidLinksAfterChange(
  manager: EntityManager,
  username: string,
  actor: string,
  now = Date.now(),
): Promise<void> {
  const links = manager.getRepository(AdminLink);
  const open = { usedAt: IsNull(), revokedAt: IsNull() };
  const voided = { revokedAt: now, revokeReason: 'void' as const, revokedBy: actor };
  await links.update({ ...open, purpose: 'reset', username }, voided);
  if (!(await makerStillGrants(manager, username))) await links.update({ ...open, createdBy: username }, voided);
}
