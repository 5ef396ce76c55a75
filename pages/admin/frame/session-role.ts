// The signed-in admin's role, asked of the server after a sign-in on the screen (the sign-in answers
// name the admin, not their role); null when the session is gone or the call failed.
import { apiRequest } from '../../../components/api-client.js';
import { isAdminRole, type AdminRole, type SessionCheck } from '../../../site/admin-roles.js';

export async function sessionRole(): Promise<AdminRole | null> {
  try {
    const { role } = await apiRequest<SessionCheck>('GET', '/api/auth/check');
    return isAdminRole(role) ? role : null;
  } catch {
    return null;
  }
}
