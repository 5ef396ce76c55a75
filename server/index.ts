// Start-up: read config, open the database and run migrations, then listen; stop gracefully on
// SIGTERM or SIGINT. With WEB_CONCURRENCY > 1 a primary process forks that many servers instead.
// In production this file runs as the bundle dist/server-node/index.mjs (built by
// scripts/build-server.mjs) and loads Vike's server build; in development Vite runs inside Koa.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import c2k from 'koa-connect';
import { createApp } from './app.js';
import { buildDir } from './build-dir.js';
import { runClusterPrimary } from './cluster-primary.js';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db.js';
import { stopGracefully } from './graceful-shutdown.js';
import { startHousekeeping } from './housekeeping.js';
import { Lifecycle } from './lifecycle.js';
import { sendConsoleToLogger } from './logging/console-as-json.js';
import { createLogger } from './logging/logger.js';
import { LeadNotifier } from './notifications/lead-notifier.js';
import { startNotificationWorker } from './notifications/worker.js';

async function main() {
  const logger = createLogger();
  sendConsoleToLogger(logger);
  const config = parseConfig();
  if (cluster.isPrimary) for (const warning of config.deploymentWarnings) console.warn(`\n*** WARNING ***\n${warning}\n`);
  if (cluster.isPrimary && config.webConcurrency > 1) return runClusterPrimary(config.webConcurrency, config.shutdownTimeoutMs);
  const db = await openDatabase(config.databaseUrl, config.databaseTimeoutMs);
  const lifecycle = new Lifecycle();
  const stopHousekeeping = startHousekeeping(db, config.site.leadRetentionDays);
  const notifier = new LeadNotifier(config.notifications);
  const notifications = startNotificationWorker(db, config, notifier);
  const dev = config.env === 'development' && process.argv.includes('--dev');
  let app;
  if (dev) {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware } = await createDevMiddleware({ root: resolve('.') });
    app = createApp({ config, db, lifecycle, notifier, logger, devMiddleware: c2k(devMiddleware) });
  } else {
    await loadProductionBuild();
    app = createApp({ config, db, lifecycle, notifier, logger, clientDir: resolve(buildDir, 'client') });
  }
  const server = app.listen(config.port, config.host, () => {
    console.log(`Serving ${config.site.siteUrl} on ${config.host}:${config.port} (${dev ? 'development' : 'production'}, ${config.databaseUrl.split(':')[0]})`);
  });
  // A notification being sent when the signal comes is finished and marked, not sent again later.
  const beforeClose = async () => {
    stopHousekeeping();
    await notifications.stop();
  };
  const shutdown = { server, db, lifecycle, deadlineMs: config.shutdownTimeoutMs, beforeClose };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopGracefully(shutdown, signal));
}

export async function loadProductionBuild() {
  const entry = resolve(buildDir, 'server/entry.mjs');
  if (!existsSync(entry)) throw new ConfigError('No production build found: run `npm run build` first.');
  await import(pathToFileURL(entry).href);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
