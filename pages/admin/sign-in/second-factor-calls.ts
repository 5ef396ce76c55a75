// The steps of two-step sign-in that end signed in mark this browser so (frame/admin-session.ts), as
// the password does; and where a half-done sign-in stands, read after a reload. The calls themselves
// are api/sign-in.ts's.
import type { PendingStep } from '../../../site/admin-answers.js';
import * as calls from '../api/sign-in.js';
import { signedIn, type SignedInSession } from '../frame/admin-session.js';

export type { PendingStep };
export type SignedIn = SignedInSession;

/** Where a half-done sign-in stands (after a reload), or null when there is none. */
export async function pendingStep(signal?: AbortSignal): Promise<PendingStep | null> {
  try {
    return (await calls.getSecondFactor(signal)).pending;
  } catch {
    return null;
  }
}

/** The code after the password. */
export const submitSecondFactor = async (code: string): Promise<SignedIn> =>
  signedIn(await calls.submitSecondFactor(code));

/**
 * The first code from the app, with the admin's password as proof it is them: the recovery codes,
 * and, when this set-up was the last step of signing in, the session.
 */
export async function confirmEnrolment(
  code: string,
  password: string,
): Promise<SignedIn & { recoveryCodes: string[] }> {
  const answer = await calls.confirmEnrolment(code, password);
  return { ...signedIn(answer), recoveryCodes: answer.recoveryCodes };
}
