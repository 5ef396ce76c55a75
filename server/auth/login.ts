// Checking a sign-in (DESIGN §4): throttled per client address and per username, the same answer for
// an unknown user, a disabled one and a wrong password, and the same scrypt work in each case.
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import { normalizeUsername } from './admin-users.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { charge, clear, ipKey, pruneThrottle, refund, userKey } from './throttle.js';

export type LoginOutcome = { result: 'ok'; username: string } | { result: 'invalid' } | { result: 'throttled'; retryAfterMs: number };

export async function attemptLogin(db: DataSource, rawUsername: string, password: string, clientIp: string): Promise<LoginOutcome> {
  const username = normalizeUsername(rawUsername);
  const byIp = ipKey(clientIp);
  const byUser = userKey(username);
  const ipCharge = await charge(db, byIp);
  if (!ipCharge.ok) return { result: 'throttled', retryAfterMs: ipCharge.retryAfterMs };
  const userCharge = await charge(db, byUser);
  if (!userCharge.ok) {
    await refund(db, byIp);
    return { result: 'throttled', retryAfterMs: userCharge.retryAfterMs };
  }
  const admin = await db.getRepository(AdminUser).findOneBy({ username });
  const matches = await verifyPassword(password, admin?.passwordHash ?? (await dummyHash()));
  if (!admin || admin.disabled || !matches) {
    // Now and then, tidy rows whose window is over (cheap; keeps guessed usernames from piling up).
    if (Math.random() < 0.05) await pruneThrottle(db);
    return { result: 'invalid' };
  }
  await clear(db, byUser);
  await refund(db, byIp);
  await db.getRepository(AdminUser).update({ id: admin.id }, { lastLoginAt: new Date() });
  return { result: 'ok', username: admin.username };
}
