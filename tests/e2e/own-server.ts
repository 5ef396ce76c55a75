// A production server of a spec's own, for journeys that need settings the shared test server does
// not have (two-step sign-in required, an Odoo to deliver to): started from the build on a fresh
// SQLite file, ready once it answers (it has migrated the database by then), and admins made with
// the same command an operator uses.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface OwnServer {
  origin: string;
  /** `npm run admin -- create <username>` against this server's database, the password typed in. */
  createAdmin: (username: string, password: string) => void;
  stop: () => void;
}

const portOf = (offset: number) => Number(process.env.E2E_PORT ?? 3100) + offset;

/** `offset` from E2E_PORT keeps each spec's server apart from the shared one and from each other. */
export const ownServerOrigin = (offset: number) => `http://localhost:${portOf(offset)}`;

export async function startOwnServer(offset: number, env: Record<string, string>): Promise<OwnServer> {
  const port = portOf(offset);
  const origin = ownServerOrigin(offset);
  const database = join(mkdtempSync(join(tmpdir(), 'site-e2e-own-')), 'site.sqlite');
  const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'dist'}/server-node/index.mjs`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      SITE_URL: origin,
      SESSION_SECRET: 'e2e-own-server-secret-that-is-long-enough-for-the-schema',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      // A ceiling for a busy machine: the wait ends when the server answers.
      { timeout: 120_000 },
    )
    .toBe(200);
  return {
    origin,
    createAdmin: (username, password) =>
      execFileSync('npx', ['tsx', 'server/cli/admin.ts', 'create', username], {
        input: `${password}\n`,
        env: { ...process.env, DATABASE_URL: `sqlite:${database}` },
        stdio: ['pipe', 'inherit', 'inherit'],
      }),
    stop: () => void server.kill('SIGTERM'),
  };
}
