// The browser side of admin sign-in: the admin_authenticated flag in localStorage is set
// at sign-in, checked against /api/auth/check at start and cleared when the check fails; sign-out
// calls the server, only logs its errors, and clears the flag in any case.
import { apiRequest } from '../../../components/api-client.js';

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

/** The signed-in name and the setup warnings the server shows admins, or the second step still to take. */
export async function signIn(
  username: string,
  password: string,
): Promise<{ username: string; warnings: string[] } | { secondFactor: 'verify' | 'enrol' }> {
  const answer = await apiRequest<{ username: string; warnings?: string[] } | { secondFactor: 'verify' | 'enrol' }>(
    'POST',
    '/api/auth/login',
    { username, password },
  );
  if ('secondFactor' in answer) return answer;
  setAdminFlag();
  return { username: answer.username, warnings: answer.warnings ?? [] };
}

/** Success means signed in; any failure means not (and clears the flag). */
export async function checkSession(): Promise<boolean> {
  try {
    await apiRequest('GET', '/api/auth/check');
    return true;
  } catch {
    clearAdminFlag();
    return false;
  }
}

export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.error('Sign-out failed:', error);
  }
  clearAdminFlag();
}
