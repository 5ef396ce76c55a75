// A real app on a real database for supertest: config parsed like production, migrations run,
// the production build loaded so pages render exactly as they do when served. `deps` hands the app
// a logger to read (tests/helpers/log-lines.ts) or a pinned clock; by default the log is silent and
// the clock the system's.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import type { DataSource } from 'typeorm';
import { createApp, type AppDeps } from '../../server/app.js';
import { buildDir } from '../../server/config/build-dir.js';
import { parseConfig, type AppConfig } from '../../server/config/config.js';
import { openDatabase } from '../../server/database/db.js';

export const TEST_SITE_URL = 'http://site.test';

export async function startTestApp(
  databaseUrl: string,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logger' | 'clock'> = {},
): Promise<{ app: Koa; db: DataSource; config: AppConfig; close: () => Promise<void> }> {
  await import(pathToFileURL(resolve(buildDir, 'server/entry.mjs')).href);
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SITE_URL: TEST_SITE_URL,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
    // Two-step sign-in is off unless a test asks for it, whatever NODE_ENV it runs the app under.
    ADMIN_REQUIRE_2FA: '0',
    ...env,
  });
  const db = await openDatabase(databaseUrl, config.databaseTimeoutMs, deps.logger);
  const app = createApp({ config, db, clientDir: resolve(buildDir, 'client'), ...deps });
  return { app, db, config, close: async () => void (db.isInitialized && (await db.destroy())) };
}
