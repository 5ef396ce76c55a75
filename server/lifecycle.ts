// Whether this process is still taking traffic. Shutdown sets `draining`: from then on /readyz
// answers 503 (a balancer stops sending requests) and every answer carries `Connection: close`, so
// keep-alive clients move to another process instead of feeding this one new work.
import type { Middleware } from 'koa';

export class Lifecycle {
  draining = false;
}

export function closeConnectionsWhileDraining(lifecycle: Lifecycle): Middleware {
  return async (ctx, next) => {
    // Before (so an error's answer keeps it) and after (for a request already in flight when the
    // signal came).
    if (lifecycle.draining) ctx.set('Connection', 'close');
    await next();
    if (lifecycle.draining) ctx.set('Connection', 'close');
  };
}
