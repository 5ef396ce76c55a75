// Password hashing with node:crypto scrypt: N=2^17, r=8, p=1, a 16-byte salt and a
// 32-byte key. The stored string names its parameters, so they can be raised later without breaking
// old hashes. Passwords are never logged.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

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

/**
 * "scrypt$17$8$1$<salt base64>$<key base64>". `logN` is the cost the hash is made with; every caller
 * but the test suite's (whose throwaway admins need no 128 MiB hash each) leaves it at the default.
 */
export async function hashPassword(password: string, logN = LOG_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
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

/** Why a new password is refused: the same rules for the command line and the browser. */
export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'contains-username';

// About 49,000 passwords seen most often in leaks, kept up to date by zxcvbn-ts. Built once, on the
// first check, so a server that never sets a password never holds it.
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

// "Password2024!" is "password" with the digits and symbols people add to pass a length rule.
const withoutTrailingDigitsAndSymbols = (lower: string) => lower.replace(/[\d\p{P}\p{S}\s]+$/u, '');

export function passwordProblem(password: string, username: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'too-long';
  const lower = password.normalize('NFC').toLowerCase();
  const base = withoutTrailingDigitsAndSymbols(lower);
  if (commonPasswords().has(lower) || (base && commonPasswords().has(base))) return 'common';
  if (username && lower.includes(username.toLowerCase())) return 'contains-username';
  return null;
}

const problemText: Record<PasswordProblem, string> = {
  'too-short': `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  'too-long': `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  common: 'Password is too common',
  'contains-username': 'Password must not contain the username',
};

/** Why a new password is refused, in English for the command line, or null when it is acceptable. */
export function weakPasswordReason(password: string, username: string): string | null {
  const problem = passwordProblem(password, username);
  return problem && problemText[problem];
}
