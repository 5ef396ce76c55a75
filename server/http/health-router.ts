// Health and readiness for the proxy and orchestrator. Readiness is 503 while the process drains for
// shutdown, when the database does not answer within a second on a fault that is real, or when it
// refuses writes (server/database/readiness.ts): a lead sent then would fail, so traffic should go
// elsewhere. One check that missed its second alone is not a fault: a busy moment would otherwise take
// the process out of the balancer. It is 503 when the check before it missed too, or when other
// queries had already found the database not answering.
import type Router from '@koa/router';
import { databaseAnswersNot } from '../database/health.js';
import { databaseReadiness, type DatabaseReadiness } from '../database/readiness.js';
import { strictRouter } from './strict-router.js';
import type { AppParts } from '../app-parts.js';

const READINESS_TEXT: Record<DatabaseReadiness, string> = {
  ready: 'ready',
  'no answer': 'database unavailable',
  'refuses writes': 'database refuses writes',
};

export function healthRouter({ db, lifecycle }: Pick<AppParts, 'db' | 'lifecycle'>): Router {
  const router = strictRouter();
  let lastCheckMissed = false;
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
    const outageKnown = databaseAnswersNot();
    const readiness = await databaseReadiness(db);
    const missed = readiness === 'no answer' && db.isInitialized;
    const missedAlone = missed && !lastCheckMissed && !outageKnown;
    lastCheckMissed = missed;
    if (missedAlone) {
      ctx.body = { status: 'ready', note: 'one check missed its deadline' };
      return;
    }
    ctx.status = readiness === 'ready' ? 200 : 503;
    ctx.body = { status: READINESS_TEXT[readiness] };
  });
  return router;
}
