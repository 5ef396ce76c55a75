// Whether this process is still taking traffic, and what it is doing. Shutdown sets `draining`: from
// then on /readyz answers 503 (a balancer stops sending requests) and every answer carries
// `Connection: close`, so keep-alive clients move to another process instead of feeding this one
// new work. The requests in flight are counted so that a shutdown cut short can say what it cut.
import type { ServerResponse } from 'node:http';
import type { Middleware } from 'koa';

export class Lifecycle {
  draining = false;
  requestsInFlight = 0;
}

export function closeConnectionsWhileDraining(lifecycle: Lifecycle): Middleware {
  return async (ctx, next) => {
    const { res } = ctx;
    lifecycle.requestsInFlight++;
    res.once('close', () => lifecycle.requestsInFlight--);
    // Decided when the head is written, not when the request arrives: a request already in flight
    // when the signal comes must say it too, and so must an answer written by the error handler
    // (a 503 while the database is away), by Koa itself or by a stream.
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (lifecycle.draining) this.setHeader('Connection', 'close');
      return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    await next();
  };
}
