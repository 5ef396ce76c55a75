// The TOTP secret at rest: AES-256-GCM under a key derived by HKDF from SESSION_SECRET, so a copy of
// the database (a backup, a read-only leak) holds no secret that would make codes. The price: a new
// SESSION_SECRET opens no old box, so after rotating it every admin sets up their second factor again
// (`npm run admin -- reset-2fa <name>`, or ADMIN_REQUIRE_2FA takes them to the set-up at sign-in).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keyFrom = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'admin-second-factor', 'totp-secret-box v1', 32));

export function sealTotpSecret(sessionSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or null for a box this key cannot open (another SESSION_SECRET, or altered). */
export function openTotpSecret(sessionSecret: string, box: string): string | null {
  const [iv, tag, sealed, ...rest] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || rest.length) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(sessionSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
