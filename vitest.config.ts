import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests need the production build (pages render through Vike's server
// entry): the global setup builds it when it is missing. End-to-end tests run under Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/helpers/build-once.ts'],
  },
});
