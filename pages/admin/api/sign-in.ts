// The sign-in calls under /api/auth: the password, the session check and signing out; the second
// step (a code), setting up an authenticator app and recovery codes; and the one-time links that
// set a password. Marking the browser signed in is frame/admin-session.ts's.
import type {
  Enrolment,
  OpenedLink,
  PasswordAnswer,
  PendingStep,
  SecondFactorState,
  SignedIn,
} from '../../../site/admin-answers.js';
import type { SessionCheck } from '../../../site/admin-roles.js';
import { call } from './call.js';
import { either, shape } from './shape.js';

const signedIn = shape<SignedIn>(['username']);
const passwordAnswer = either(signedIn, shape<{ secondFactor: PendingStep }>(['secondFactor']));
const sessionCheck = shape<SessionCheck>(['username', 'role']);
const secondFactorState = shape<SecondFactorState>(['pending']);
const enrolment = shape<Enrolment>(['secret', 'uri', 'qrSvg']);
const recoveryCodes = shape<{ recoveryCodes: string[] }>([], ['recoveryCodes']);
const openedLink = shape<OpenedLink>(['purpose', 'username']);

export const signIn = (username: string, password: string): Promise<PasswordAnswer> =>
  call('POST', '/api/auth/login', { body: { username, password }, answer: passwordAnswer });

/** Who is signed in and their role; 401 when nobody. */
export const checkSession = (signal?: AbortSignal) => call('GET', '/api/auth/check', { signal, answer: sessionCheck });

export const signOut = () => call('POST', '/api/auth/logout');

/** Where a half-done sign-in stands, or a signed-in admin's two-step settings; 401 for neither. */
export const getSecondFactor = (signal?: AbortSignal) =>
  call('GET', '/api/auth/second-factor', { signal, answer: secondFactorState });

/** An authenticator or recovery code, finishing a sign-in that is waiting for it. */
export const submitSecondFactor = (code: string) =>
  call('POST', '/api/auth/second-factor', { body: { code }, answer: signedIn });

export const startEnrolment = () => call('POST', '/api/auth/second-factor/enrolment', { answer: enrolment });

/**
 * The first code from the app keeps its key, the admin's password proving it is them; answers the
 * recovery codes (and, when the set-up was the last step of signing in, signs in).
 */
export const confirmEnrolment = (code: string, password: string) =>
  call('POST', '/api/auth/second-factor/enrolment/confirm', {
    body: { code, password },
    answer: shape<SignedIn & { recoveryCodes: string[] }>(['username'], ['recoveryCodes']),
  });

/** New recovery codes for a current code from the app (or a recovery code); the earlier ones stop working. */
export const renewRecoveryCodes = async (code: string) =>
  (await call('POST', '/api/auth/second-factor/recovery-codes', { body: { code }, answer: recoveryCodes }))
    .recoveryCodes;

/** Removes the admin's own second factor, a current code proving it is them (409 where the site requires one). */
export const removeSecondFactor = (code: string) => call('POST', '/api/auth/second-factor/removal', { body: { code } });

/** What a one-time link is for (a POST, so the token stays out of every log's address). */
export const openLink = (token: string, signal?: AbortSignal) =>
  call('POST', '/api/auth/link', { body: { token }, signal, answer: openedLink });

export const setLinkPassword = (token: string, password: string) =>
  call('POST', '/api/auth/link/password', { body: { token, password }, answer: openedLink });
