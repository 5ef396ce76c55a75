// Checking an authenticator or recovery code (the second sign-in step, or proof before a change to
// the second factor), throttled like the password (throttle.ts): a browser that completed a sign-in
// to this account before (its device cookie, device-cookie.ts) is counted on its own, so someone
// who knows the password cannot lock its owner out; every other browser counts against the
// account's one allowance for unknown browsers. The password step gives no device cookie while a
// second step follows, so a fresh browser cannot buy itself a fresh allowance.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { trustedDeviceId } from './device-cookie.js';
import { redeemSecondFactor, type SecondFactorUsed } from './second-factor.js';
import { charge, clear, refund } from './throttle.js';
import { codeThrottleKey } from './throttle-keys.js';

export type CodeOutcome =
  | { result: 'ok'; used: SecondFactorUsed; deviceId: string | null }
  | { result: 'invalid' }
  | { result: 'throttled'; retryAfterMs: number };

export async function attemptCode(
  db: DataSource,
  ctx: Context,
  account: { username: string; adminId: number },
  code: string,
  secret: string,
): Promise<CodeOutcome> {
  const deviceId = trustedDeviceId(ctx, account.username);
  const key = codeThrottleKey(secret, account.username, deviceId);
  const charged = await charge(db, key);
  if (!charged.ok) return { result: 'throttled', retryAfterMs: charged.retryAfterMs };
  const used = await redeemSecondFactor(db, secret, account.adminId, code);
  if (!used) return { result: 'invalid' };
  if (deviceId) await clear(db, key);
  else await refund(db, key);
  return { result: 'ok', used, deviceId };
}
