// The answers of the account screens' refusals: each names the field its screen shows it under. A
// refused password names its rule ("too-short", "common", "contains-username"), which each screen
// words in its own language.
import type { Context } from 'koa';
import { LastOwnerError } from '../auth/admin-accounts-rules.js';
import { AccountChangeRefused, UnusableLink, WeakPassword } from '../auth/admin-links.js';
import { refusal } from '../http/errors.js';

export function accountRefusal(error: unknown, passwordField = 'password'): unknown {
  if (error instanceof WeakPassword)
    return refusal(400, 'The password does not follow the rules', { [passwordField]: error.problem });
  if (error instanceof AccountChangeRefused)
    return refusal(error.status, error.message, { [error.field]: error.message });
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
