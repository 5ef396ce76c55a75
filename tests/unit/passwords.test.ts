// Password rules for new admin passwords, and the scrypt hash round trip.
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword, weakPasswordReason } from '../../server/accounts/passwords.js';

// The real cost, not the suite's cheap hashes for throwaway admins.
vi.unmock('../../server/accounts/passwords.js');

describe('passwordProblem', () => {
  it('refuses a password under 12 characters', () => {
    expect(passwordProblem('Zq8#rT2!mK4', 'alice')).toBe('too-short');
    expect(weakPasswordReason('Zq8#rT2!mK4', 'alice')).toMatch(/at least 12/);
  });

  it('refuses a common password, in any letter case and with digits or symbols added at the end', () => {
    expect(passwordProblem('passwordpassword', 'alice')).toBe('common');
    expect(passwordProblem('QwertyUiop12', 'alice')).toBe('common');
    expect(passwordProblem('Password2024!!', 'alice')).toBe('common');
    expect(passwordProblem('iloveyou12345', 'alice')).toBe('common');
    expect(weakPasswordReason('Password1234', 'alice')).toMatch(/too common/);
  });

  it('refuses a password containing the username, whatever its case', () => {
    expect(passwordProblem('ALICE-is-the-admin', 'alice')).toBe('contains-username');
    expect(weakPasswordReason('alice-is-the-admin', 'alice')).toMatch(/username/);
  });

  it('asks nothing else of a long, uncommon password (no required digits or symbols)', () => {
    expect(passwordProblem('Correct-Horse-Battery-9', 'alice')).toBeNull();
    expect(passwordProblem('violet sunrise over dammam', 'alice')).toBeNull();
    expect(passwordProblem('كلمة مرور طويلة وخاصة', 'alice')).toBeNull();
  });
});

describe('hashPassword', () => {
  it('stores scrypt with N=2^17, r=8, p=1 and a 16-byte salt, and verifies only the right password', async () => {
    const hash = await hashPassword('Correct-Horse-Battery-9');
    const [scheme, logN, r, p, salt] = hash.split('$');
    expect([scheme, logN, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(await verifyPassword('Correct-Horse-Battery-9', hash)).toBe(true);
    expect(await verifyPassword('Correct-Horse-Battery-8', hash)).toBe(false);
    expect(await hashPassword('Correct-Horse-Battery-9')).not.toBe(hash);
  });
});
