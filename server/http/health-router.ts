// Small public endpoints: health and readiness for the proxy and orchestrator (readiness is 503 while
// the process drains for shutdown, the database does not answer within a second or it refuses
// writes: server/database/readiness.ts), and the
// alternate-language links of a page.
import type Router from '@koa/router';
import type { DataSource } from 'typeorm';
import { databaseReadiness } from '../database/readiness.js';
import type { Lifecycle } from '../process/lifecycle.js';
import { strictRouter } from './strict-router.js';
import type { Alternate } from '../render/page-alternates.js';

export function siteRouter(
  db: DataSource,
  lifecycle: Lifecycle,
  alternatesOf: (path: string) => Promise<Alternate[] | null>,
): Router {
  const router = strictRouter();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (lifecycle.draining) {
      ctx.status = 503;
      ctx.body = { status: 'shutting down' };
      return;
    }
    // The check's own query reports an outage, and its end, like any other (server/database/health.ts).
    const readiness = await databaseReadiness(db);
    ctx.status = readiness === 'ready' ? 200 : 503;
    ctx.body = {
      status:
        readiness === 'ready'
          ? 'ready'
          : readiness === 'no answer'
            ? 'database unavailable'
            : 'database refuses writes',
    };
  });
  // The path is the route without its leading slash, e.g. /api/hreflang/ar/about; the home
  // page is /api/hreflang/ (or /api/hreflang). The answer is what the page itself declares.
  router.get(['/api/hreflang{/*path}', '/api/hreflang/'], async (ctx) => {
    const segments = (ctx.params as { path?: string | string[] }).path;
    const requested = `/${Array.isArray(segments) ? segments.join('/') : (segments ?? '')}`.replace(/\/+$/, '') || '/';
    const alternates = await alternatesOf(requested);
    if (!alternates) {
      ctx.status = 404;
      ctx.body = { error: 'Not a page' };
      return;
    }
    ctx.body = { alternateLanguages: alternates };
  });
  return router;
}
