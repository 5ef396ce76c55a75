// The answers of the account screens' refusals: each names the field its screen shows it under,
// with a code the screen words in its own language: a refused password names its rule
// ("too-short", "common", "contains-username"), a username "invalid", "taken", "unknown" or
// "last-owner", a current password "wrong", a link "unknown", "used" or "expired".
import type { Context } from 'koa';
import { LastOwnerError } from './admin-accounts-rules.js';
import { AccountChangeRefused, UnusableLink, WeakPassword } from './admin-links.js';
import { refusal } from '../http/errors.js';

export function accountRefusal(error: unknown, passwordField = 'password'): unknown {
  if (error instanceof WeakPassword)
    return refusal(400, 'The password does not follow the rules', { [passwordField]: error.problem });
  if (error instanceof AccountChangeRefused) return refusal(error.status, error.message, { [error.field]: error.code });
  if (error instanceof UnusableLink) return refusal(error.status, error.message, { token: error.reason });
  if (error instanceof LastOwnerError) return refusal(409, error.message, { username: 'last-owner' });
  return error;
}

/** Runs a change, turning the refusals above into answers. */
export async function answeringRefusals<T>(change: () => Promise<T>, passwordField?: string): Promise<T> {
  try {
    return await change();
  } catch (error) {
    throw accountRefusal(error, passwordField);
  }
}

/** The id in the session cookie of this request, to tell "this device" among the admin's sessions. */
export function currentSessionId(ctx: Context): string | undefined {
  const key = ctx.sessionOptions?.key;
  return key ? ctx.cookies.get(key, { signed: true }) : undefined;
}
