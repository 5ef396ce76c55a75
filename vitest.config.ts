import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests need the production build (pages render through Vike's server
// entry): the global setup builds it when it is missing. End-to-end tests run under Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API tests
    // mostly wait on databases, SMTP and servers they start, so two files at once fit two cores and
    // keep npm test within its 15 minutes.
    maxWorkers: 2,
    globalSetup: ['tests/helpers/build-once.ts'],
    setupFiles: ['tests/helpers/cheap-password-hashes.ts'],
  },
});
