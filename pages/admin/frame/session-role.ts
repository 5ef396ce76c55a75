// The signed-in admin's role, asked of the server after a sign-in on the screen (the sign-in answers
// name the admin, not their role); null when the session is gone or the call failed.
import { isAdminRole, type AdminRole } from '../../../site/admin-roles.js';
import { checkSession } from '../api/sign-in.js';

export async function sessionRole(): Promise<AdminRole | null> {
  try {
    const { role } = await checkSession();
    return isAdminRole(role) ? role : null;
  } catch {
    return null;
  }
}
