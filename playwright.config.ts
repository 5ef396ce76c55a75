import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// End-to-end tests against the production build in Debian's Chromium, on a fresh SQLite database.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Kept in the environment so the workers and the global setup (which creates the test admin) see
// the same file the server uses.
const database = (process.env.E2E_DATABASE ??= join(tmpdir(), `site-e2e-${Date.now()}.sqlite`));

export default defineConfig({
  testDir: 'tests/e2e',
  // Ceilings for a busy machine, not goals: every step waits on the page (a locator, a URL, a
  // request), so a test that is slow fails only when it has clearly hung. No retries anywhere: a
  // test that passes on its second try is a flaky test, and CI must say so.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  retries: 0,
  workers: 2,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${process.env.BUILD_DIR ?? 'dist'}/server-node/index.mjs`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      SITE_URL: baseURL,
      SESSION_SECRET: 'e2e-secret-that-is-long-enough-for-the-schema',
      // The shared admin signs in with the password alone; second-factor.spec.ts runs a server of its own that requires two-step sign-in.
      ADMIN_REQUIRE_2FA: '0',
      // Every spec posts its leads from 127.0.0.1 to this one server.
      LEAD_QUOTA_PER_HOUR: '1000',
    },
  },
});
