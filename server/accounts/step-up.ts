// Proof that it is still the admin, asked in the same request as a change to what signs them in:
// a current code from their authenticator (or one of their recovery codes) where they have a second
// factor, their password where they have none yet. A session alone (a cookie left in a shared
// browser, or stolen) can then neither set up a factor, print new recovery codes, remove the
// factor nor change the password. The proof is checked under the sign-in limits
// (password-attempt.ts, code-attempt.ts), and a wrong one is a refused sign-in in the audit log.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { refusal, setRetryAfter } from '../http/errors.js';
import { recordRefusedSignIn } from '../privacy/refused-sign-ins.js';
import { attemptCode } from './code-attempt.js';
import { attemptPassword } from './password-attempt.js';

export type StepUpProof = { field: string; password: string } | { field: string; code: string };

export interface StepUpAccount {
  username: string;
  adminId: number;
}

/** A 429 for a blocked attempt, naming the field it was typed in, with Retry-After. */
export function tooManyAttempts(ctx: Context, retryAfterMs: number, field: string) {
  setRetryAfter(ctx, retryAfterMs);
  return refusal(429, 'Too many attempts. Try again later.', { [field]: 'throttled' });
}

/** Returns when the proof is right; throws 401 naming its field when wrong, 429 when blocked. */
export async function assertStepUp(
  db: DataSource,
  ctx: Context,
  secret: string,
  account: StepUpAccount,
  proof: StepUpProof,
): Promise<void> {
  const outcome =
    'password' in proof
      ? await attemptPassword(db, ctx, account.username, proof.password, secret)
      : await attemptCode(db, ctx, account, proof.code, secret);
  if (outcome.result === 'throttled') throw tooManyAttempts(ctx, outcome.retryAfterMs, proof.field);
  if (outcome.result === 'ok') return;
  await recordRefusedSignIn(db, account.username);
  throw refusal(401, 'password' in proof ? 'The password is not right' : 'The code is not right', {
    [proof.field]: 'wrong',
  });
}
