// Checking the second sign-in step, throttled like the password (throttle.ts): a browser that
// completed a sign-in to this account before (its device cookie, device-cookie.ts) is counted on its
// own, so someone who knows the password cannot lock its owner out; every other browser counts
// against the account's one allowance for unknown browsers. The password step gives no device
// cookie while a second step follows, so a fresh browser cannot buy itself a fresh allowance.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import { keyedHash } from '../config/keyed-hash.js';
import { trustedDeviceId } from './device-cookie.js';
import { hasSecondFactor, redeemSecondFactor, type SecondFactorUsed } from '../accounts/second-factor.js';
import type { PendingSignIn, PendingStep } from './second-factor-session.js';
import { charge, clear, refund } from './throttle.js';

export type SecondStepOutcome =
  | { result: 'ok'; used: SecondFactorUsed; deviceId: string | null }
  | { result: 'invalid' }
  | { result: 'throttled'; retryAfterMs: number };

export function secondStepThrottleKey(secret: string, username: string, deviceId: string | null): string {
  return deviceId
    ? `second-device:${keyedHash(secret, deviceId)}`
    : `second-unknown:${keyedHash(secret, username.slice(0, 100))}`;
}

export async function attemptSecondStep(
  db: DataSource,
  ctx: Context,
  pending: PendingSignIn,
  code: string,
  secret: string,
): Promise<SecondStepOutcome> {
  const deviceId = trustedDeviceId(ctx, pending.username);
  const key = secondStepThrottleKey(secret, pending.username, deviceId);
  const charged = await charge(db, key);
  if (!charged.ok) return { result: 'throttled', retryAfterMs: charged.retryAfterMs };
  const used = await redeemSecondFactor(db, secret, pending.adminId, code);
  if (!used) return { result: 'invalid' };
  if (deviceId) await clear(db, key);
  else await refund(db, key);
  return { result: 'ok', used, deviceId };
}

/** What follows a correct password: the code ('verify'), setting one up ('enrol'), or nothing. */
export async function stepAfterPassword(
  db: DataSource,
  username: string,
  requireSecondFactor: boolean,
): Promise<PendingStep | null> {
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { id: true } });
  if (admin && (await hasSecondFactor(db, admin.id))) return 'verify';
  return requireSecondFactor ? 'enrol' : null;
}
