// The browser side of two-step sign-in: the calls under /api/auth/second-factor.
import { apiRequest } from '../../../components/api-client.js';
import { setAdminFlag } from '../frame/admin-session.js';

export type PendingStep = 'verify' | 'enrol';
export interface SignedIn {
  username: string;
  warnings: string[];
}
export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** Where a half-done sign-in stands (after a reload), or null when there is none. */
export async function pendingStep(): Promise<PendingStep | null> {
  try {
    return (await apiRequest<{ pending: PendingStep | null }>('GET', '/api/auth/second-factor')).pending;
  } catch {
    return null;
  }
}

export async function twoStepState(): Promise<{ enrolled: boolean; recoveryCodesLeft: number | null }> {
  return apiRequest('GET', '/api/auth/second-factor');
}

export async function submitSecondFactor(code: string): Promise<SignedIn> {
  const answer = await apiRequest<SignedIn>('POST', '/api/auth/second-factor', { code });
  setAdminFlag();
  return answer;
}

export const startEnrolment = () => apiRequest<Enrolment>('POST', '/api/auth/second-factor/enrolment');

export async function confirmEnrolment(code: string): Promise<SignedIn & { recoveryCodes: string[] }> {
  const answer = await apiRequest<SignedIn & { recoveryCodes: string[] }>(
    'POST',
    '/api/auth/second-factor/enrolment/confirm',
    { code },
  );
  setAdminFlag();
  return answer;
}

export const renewRecoveryCodes = () =>
  apiRequest<{ recoveryCodes: string[] }>('POST', '/api/auth/second-factor/recovery-codes');
