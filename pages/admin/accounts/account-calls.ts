// The browser side of the account screens: the calls under /api/auth/link, /api/admin/accounts,
// /api/admin/sessions and /api/admin/password, and the field a refusal names.
import { ApiError, apiRequest } from '../../../components/api-client.js';
import type { AdminRole } from '../../../site/admin-roles.js';

export interface AccountRow {
  username: string;
  role: AdminRole;
  disabled: boolean;
  lastSignInAt: string | null;
  secondFactor: boolean;
  you: boolean;
}
export interface SessionRow {
  id: string;
  device: string | null;
  network: string | null;
  lastSeenAt: string | null;
  current: boolean;
}
export interface OpenedLink {
  purpose: 'invite' | 'reset';
  username: string;
}

/** What a refusal says about one field ("common", "used", "last-owner" …), or null. */
export function refusedField(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.body as { fields?: Record<string, string> } | null)?.fields;
  return fields?.[field] ?? null;
}

export const openLink = (token: string) => apiRequest<OpenedLink>('POST', '/api/auth/link', { token });
export const setLinkPassword = (token: string, password: string) =>
  apiRequest<OpenedLink>('POST', '/api/auth/link/password', { token, password });

export const listAccounts = () => apiRequest<{ accounts: AccountRow[] }>('GET', '/api/admin/accounts');
export const inviteAdmin = (invitation: { username: string; role: AdminRole; email: string }) =>
  apiRequest<{ username: string; link: string; emailed: boolean }>(
    'POST',
    '/api/admin/accounts/invitations',
    invitation,
  );
const accountPath = (username: string, action: string) =>
  `/api/admin/accounts/${encodeURIComponent(username)}/${action}`;
export const makeResetLink = (username: string) =>
  apiRequest<{ username: string; link: string }>('POST', accountPath(username, 'reset-link'));
export const setDisabled = (username: string, disabled: boolean) =>
  apiRequest<null>('POST', accountPath(username, disabled ? 'disable' : 'enable'));
export const removeTwoStep = (username: string) =>
  apiRequest<unknown>('POST', accountPath(username, 'second-factor/reset'));
export const changeRole = (username: string, role: AdminRole) =>
  apiRequest<null>('PUT', accountPath(username, 'role'), { role });

export const listSessions = () => apiRequest<{ sessions: SessionRow[] }>('GET', '/api/admin/sessions');
export const endSession = (id: string) => apiRequest<null>('POST', `/api/admin/sessions/${encodeURIComponent(id)}/end`);
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest<null>('POST', '/api/admin/password', { currentPassword, newPassword });
