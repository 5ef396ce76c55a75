// Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s) through otpauth, the way every
// authenticator app reads them. A code is accepted one step either side of now (a phone's clock a
// little off, a code typed as it turns over), and the caller stores the step it matched so that the
// same code, or an older one, is refused afterwards.
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const ACCEPTED_WINDOW = 1;

const totpOf = (secret: string, label = 'admin', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A fresh secret of 160 bits (RFC 4226's recommendation), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code carries: the app then names the entry "issuer (username)". */
export const totpUri = (secret: string, username: string, issuer: string) =>
  totpOf(secret, username, issuer).toString();

export const timeStepAt = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The time step a six-digit code matches within the window, or null. */
export function matchedTimeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: ACCEPTED_WINDOW });
  return delta === null ? null : timeStepAt(now) + delta;
}
