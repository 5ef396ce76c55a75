// The browser side of admin sign-in: the admin_authenticated flag in localStorage is set
// at sign-in, checked against /api/auth/check at start and cleared when the check fails; sign-out
// calls the server, only logs its errors, and clears the flag in any case.
import type { PendingStep } from '../../../site/admin-answers.js';
import * as calls from '../api/sign-in.js';

export const ADMIN_FLAG = 'admin_authenticated';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the session cookie still works
  }
}

export const setAdminFlag = () => storage()?.setItem(ADMIN_FLAG, 'true');
export const clearAdminFlag = () => storage()?.removeItem(ADMIN_FLAG);
export const hasAdminFlag = () => storage()?.getItem(ADMIN_FLAG) === 'true';

/** A finished sign-in, as the frame keeps it: the admin's name and the setup warnings shown to admins. */
export interface SignedInSession {
  username: string;
  warnings: string[];
}

/** Marks this browser signed in and hands back the session a sign-in step answered with. */
export function signedIn(answer: { username: string; warnings?: string[] }): SignedInSession {
  setAdminFlag();
  return { username: answer.username, warnings: answer.warnings ?? [] };
}

/** The password: signed in, or the second step still to take. */
export async function signIn(
  username: string,
  password: string,
): Promise<SignedInSession | { secondFactor: PendingStep }> {
  const answer = await calls.signIn(username, password);
  return 'secondFactor' in answer ? answer : signedIn(answer);
}

/** Success means signed in; any failure means not (and clears the flag). */
export async function checkSession(): Promise<boolean> {
  try {
    await calls.checkSession();
    return true;
  } catch {
    clearAdminFlag();
    return false;
  }
}

export async function signOut(): Promise<void> {
  try {
    await calls.signOut();
  } catch (error) {
    console.error('Sign-out failed:', error);
  }
  clearAdminFlag();
}
