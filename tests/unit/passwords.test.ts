// Password rules for new admin passwords, and the scrypt hash round trip.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, weakPasswordReason } from '../../server/auth/passwords.js';

describe('weakPasswordReason', () => {
  it('refuses short, common and username-based passwords', () => {
    expect(weakPasswordReason('short-pass1', 'alice')).toMatch(/at least 12/);
    expect(weakPasswordReason('Password1234', 'alice')).toMatch(/too common/);
    expect(weakPasswordReason('aaaaaaaaaaaaaaa', 'alice')).toMatch(/too (common|simple)/);
    expect(weakPasswordReason('alice-is-the-admin', 'alice')).toMatch(/username/);
    expect(weakPasswordReason('Correct-Horse-Battery-9', 'alice')).toBeNull();
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
