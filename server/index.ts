// Start-up: read config, open the database and run migrations, then listen. In production the
// built server entry is loaded before the first renderPage(); in development Vite runs inside Koa.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import c2k from 'koa-connect';
import { createApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db.js';
import { startHousekeeping } from './housekeeping.js';

async function main() {
  const config = parseConfig();
  const db = await openDatabase(config.databaseUrl);
  const stopHousekeeping = startHousekeeping(db);
  const dev = config.env === 'development' && process.argv.includes('--dev');
  let app;
  if (dev) {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware } = await createDevMiddleware({ root: resolve('.') });
    app = createApp({ config, db, devMiddleware: c2k(devMiddleware) });
  } else {
    await loadProductionBuild();
    app = createApp({ config, db, clientDir: resolve('dist/client') });
  }
  const server = app.listen(config.port, config.host, () => {
    console.log(`Serving ${config.site.siteUrl} on ${config.host}:${config.port} (${dev ? 'development' : 'production'}, ${config.databaseUrl.split(':')[0]})`);
  });
  const stop = () => {
    stopHousekeeping();
    server.close(() => void db.destroy().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

export async function loadProductionBuild() {
  const entry = resolve('dist/server/entry.mjs');
  if (!existsSync(entry)) throw new ConfigError('No production build found: run `npm run build` first.');
  await import(pathToFileURL(entry).href);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
