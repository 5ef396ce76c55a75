// Every admin the suite creates in-process gets a password hash of scrypt cost 2^10 instead of 2^17:
// the suite makes and signs in hundreds of throwaway admins, and at 128 MiB and a third of a second
// each they were the largest part of its time. Verifying reads the cost from the stored hash, so
// sign-in works unchanged; tests/unit/passwords.test.ts checks the real cost. Servers the suite
// starts as processes (end-to-end, built-server tests, the CLI) hash at full cost.
import { vi } from 'vitest';

const TEST_LOG_N = 10;

vi.mock('../../server/accounts/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/accounts/passwords.js')>();
  return { ...real, hashPassword: (password: string) => real.hashPassword(password, TEST_LOG_N) };
});
