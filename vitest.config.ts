import { defineConfig } from 'vitest/config';

// Three projects. "unit" (tests/unit) holds pure functions; "api" (tests/api) drives the app in
// process, through the production build (pages render through Vike's server entry), on SQLite and
// MySQL/MariaDB. "system" (tests/system) starts what a deployment runs: the built server as a child
// process, its cluster, nginx in front of it, a MariaDB of its own, the admin command line, Chromium.
// `npm test` runs unit and api first, then system (scripts/test.sh); `npx vitest run` runs all three,
// `--project system` one. The global setup builds once when the build is missing. End-to-end tests
// run under Playwright.
//
// Time limits are ceilings for a busy machine, not goals: a test waits on what it waits for (an
// answer, a log line, an exit), and a test that is slow fails only when it has clearly hung. How
// fast things are is measured by `npm run bench`.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API tests
    // mostly wait on databases, SMTP and servers they start, so four files at once still fit two
    // cores: the unit and API tests took 430 s with four, against about 560 s with two.
    maxWorkers: 4,
    globalSetup: ['tests/helpers/build-once.ts'],
    setupFiles: ['tests/helpers/cheap-password-hashes.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'] } },
      { extends: true, test: { name: 'system', include: ['tests/system/**/*.test.ts'] } },
    ],
  },
});
