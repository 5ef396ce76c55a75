// Password hashing with node:crypto scrypt: N=2^17, r=8, p=1, a 16-byte salt and a
// 32-byte key. The stored string names its parameters, so they can be raised later without breaking
// old hashes. Passwords are never logged.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

// scrypt needs 128 * N * r bytes (128 MiB here); Node refuses above 32 MiB unless maxmem allows it.
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$17$8$1$<salt base64>$<key base64>" */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password, to verify against when the username is unknown, so an unknown user
 * costs the same scrypt work as a known one and timing does not tell which usernames exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  return dummy;
}

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

// A short list of the commonest passwords of 12+ characters (and obvious admin ones).
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  'password1234',
  'password12345',
  'password123!',
  'passwordpassword',
  'qwertyuiop12',
  'qwertyuiopas',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'iloveyou1234',
  'adminadmin12',
  'admin1234567',
  'administrator',
  'letmein12345',
  'welcome12345',
  'changeme1234',
  'abc123456789',
  '111111111111',
  '000000000000',
  'aaaaaaaaaaaa',
  'abcdefghijkl',
  'p@ssw0rd1234',
  'passw0rd1234',
  'saudiarabia1',
  'saudiarabia123',
  'odooadmin123',
  'odoo12345678',
]);

/** Why a new password is refused, or null when it is acceptable. */
export function weakPasswordReason(password: string, username: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'Password is too common';
  if (new Set(lower).size <= 2) return 'Password is too simple';
  if (username && lower.includes(username.toLowerCase())) return 'Password must not contain the username';
  return null;
}
