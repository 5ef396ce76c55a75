import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests need the production build (pages render through Vike's server
// entry), which `npm test` makes first. End-to-end tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
