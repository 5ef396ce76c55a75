// Recovery codes: ten per admin, each ten characters of 31 letters and digits without look-alikes
// (no i, l, o, 0 or 1: about 50 random bits), shown once and stored only as an HMAC-SHA-256 keyed
// with SESSION_SECRET. So much randomness needs no slow hash (scrypt guards guessable passwords),
// and the key means a copy of the table alone cannot even be tested offline. A new SESSION_SECRET
// therefore voids them, as it voids the TOTP secret (totp-secret-box.ts).
import { randomInt } from 'node:crypto';
import { keyedHash } from '../config/keyed-hash.js';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** "k7mq2-x9dfa": grouped in fives for reading aloud and typing. */
export function newRecoveryCode(): string {
  const letters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** What was typed, as stored: lower case, without spaces or dashes; null when it cannot be a code. */
export function normalizedRecoveryCode(typed: string): string | null {
  const letters = typed.toLowerCase().replace(/[\s-]/g, '');
  return letters.length === LENGTH && [...letters].every((letter) => ALPHABET.includes(letter)) ? letters : null;
}

export const recoveryCodeHash = (sessionSecret: string, normalized: string) =>
  keyedHash(sessionSecret, `recovery-code:${normalized}`);
