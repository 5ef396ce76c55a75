// Start-up: read config, open the database and run migrations, then listen; stop gracefully on
// SIGTERM or SIGINT. With WEB_CONCURRENCY > 1 a primary process forks that many servers instead.
// In production this file runs as the bundle dist/server-node/index.mjs (built by
// scripts/build-server.mjs) and loads Vike's server build; in development Vite runs inside Koa.
// A start that fails (a bad setting, a database that refuses us, a failed migration, a port in use)
// exits 1 with one line; an error nobody handled once serving stops the process gracefully and
// exits 1 (server/process/fatal-errors.ts), so the supervisor starts a sound one.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import c2k from 'koa-connect';
import { createApp } from './app.js';
import { buildDir } from './config/build-dir.js';
import { runClusterPrimary } from './process/cluster-primary.js';
import { ConfigError, parseConfig } from './config/config.js';
import { openDatabase } from './database/db.js';
import { describeFatal, routeFatalErrors } from './process/fatal-errors.js';
import { stopGracefully, type ShutdownOptions } from './process/graceful-shutdown.js';
import { startHousekeeping } from './process/housekeeping.js';
import { applyHttpTimeouts } from './process/http-timeouts.js';
import { Lifecycle } from './process/lifecycle.js';
import { listen } from './process/listen.js';
import { createLogger } from './logging/logger.js';
import { LeadNotifier } from './notifications/lead-notifier.js';
import { startNotificationWorker } from './notifications/worker.js';
import { startMorningReminders } from './notifications/reminders/morning-reminders.js';
import { systemClock } from './clock.js';
import { odooSyncFor } from './odoo-sync/odoo-sync-service.js';

// The process's one log: every part that says something is handed it, so each line is one JSON object.
const logger = createLogger();

/** Until the server listens, a fatal error is a failed start. */
function cannotStart(error: unknown): never {
  logger.error(error instanceof ConfigError ? error.message : `Cannot start: ${describeFatal(error)}`);
  process.exit(1);
}

async function main() {
  const config = parseConfig(process.env, logger);
  if (cluster.isPrimary)
    for (const warning of config.deploymentWarnings) logger.warn(`\n*** WARNING ***\n${warning}\n`);
  if (cluster.isPrimary && config.webConcurrency > 1)
    return runClusterPrimary(config.webConcurrency, config.shutdownTimeoutMs, logger);
  const dev = config.env === 'development' && process.argv.includes('--dev');
  // In development Vite's handlers stay: an error in the code being edited should not end the session.
  if (!dev) routeFatalErrors(cannotStart);
  const db = await openDatabase(config.databaseUrl, config.databaseTimeoutMs, logger);
  const lifecycle = new Lifecycle();
  const notifier = new LeadNotifier(config.notifications);
  let app;
  if (dev) {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware } = await createDevMiddleware({ root: resolve('.') });
    app = createApp({ config, db, lifecycle, notifier, logger, devMiddleware: c2k(devMiddleware) });
  } else {
    await loadProductionBuild();
    // Loading the build may have brought Vike's log-only handlers back: ours again.
    routeFatalErrors(cannotStart);
    app = createApp({ config, db, lifecycle, notifier, logger, clientDir: resolve(buildDir, 'client') });
  }
  const server = createServer(app.callback());
  applyHttpTimeouts(server);
  await listen(server, config.port, config.host);
  logger.info(
    `Serving ${config.site.siteUrl} on ${config.host}:${config.port} (${dev ? 'development' : 'production'}, ${config.databaseUrl.split(':')[0]})`,
  );
  // Background work starts once the process serves: one that cannot serve touches nothing.
  const stopHousekeeping = startHousekeeping(db, config.site.leadRetentionDays, logger);
  const notifications = startNotificationWorker(db, config, notifier, { logger });
  // The 08:00 reminders of working days (Riyadh), once per admin per day across processes.
  const reminders = startMorningReminders(db, config, systemClock, { logger });
  // Reading the leads back from Odoo runs on a timer of its own, never in the notification lanes.
  const odoo = config.notifications.odoo;
  const stopOdooSync = odoo ? odooSyncFor(db, odoo, logger).start() : () => undefined;
  // A notification being sent when the signal comes is finished and marked, not sent again later,
  // when it can end before the deadline; one that may not is aborted in time to give its row back
  // (the log says which), leaving the last quarter of the deadline to writing outcomes and closing.
  const beforeClose = async () => {
    stopHousekeeping();
    stopOdooSync();
    reminders.stop();
    await notifications.stop(Date.now() + Math.floor(config.shutdownTimeoutMs * 0.75));
  };
  const shutdown: ShutdownOptions = {
    server,
    db,
    lifecycle,
    deadlineMs: config.shutdownTimeoutMs,
    logger,
    beforeClose,
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopGracefully(shutdown, signal));
  if (!dev) routeFatalErrors((error) => stopAfterFatalError(shutdown, error));
}

/** Logs the error and stops as on SIGTERM, exiting 1. One while stopping is logged: the stop has its deadline. */
function stopAfterFatalError(shutdown: ShutdownOptions, error: unknown): void {
  shutdown.logger.error(
    `${shutdown.lifecycle.draining ? 'Unexpected error while stopping' : 'Stopping after an unexpected error'}: ${describeFatal(error)}`,
  );
  stopGracefully(shutdown, 'Unexpected error', 1);
}

export async function loadProductionBuild() {
  const entry = resolve(buildDir, 'server/entry.mjs');
  if (!existsSync(entry)) throw new ConfigError('No production build found: run `npm run build` first.');
  await import(pathToFileURL(entry).href);
}

main().catch(cannotStart);
