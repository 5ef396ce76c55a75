// What follows a correct password: the code ('verify') for an admin with a second factor, setting
// one up ('enrol') where ADMIN_REQUIRE_2FA asks for it, or nothing. The code itself is checked by
// server/accounts/code-attempt.ts, under its own throttle.
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import { hasSecondFactor } from '../accounts/second-factor.js';
import type { PendingStep } from './second-factor-session.js';

export async function stepAfterPassword(
  db: DataSource,
  username: string,
  requireSecondFactor: boolean,
): Promise<PendingStep | null> {
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { id: true } });
  if (admin && (await hasSecondFactor(db, admin.id))) return 'verify';
  return requireSecondFactor ? 'enrol' : null;
}
