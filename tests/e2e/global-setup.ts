// Creates the admin the admin spec signs in with, in the test server's database, through the real
// CLI (npm run admin -- create), password on stdin. Runs after the web server has migrated it.
import { execFileSync } from 'node:child_process';

export const E2E_ADMIN = { username: 'e2e-admin', password: 'Playwright-walks-the-inbox-42' };

export default function globalSetup() {
  execFileSync('npx', ['tsx', 'server/cli/admin.ts', 'create', E2E_ADMIN.username], {
    input: `${E2E_ADMIN.password}\n`,
    env: { ...process.env, DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}` },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}
