// One log line per request: its id (also sent back as X-Request-Id, and taken from the proxy's own
// X-Request-Id when it sends a sane one, so nginx's and our lines match), method, path without the
// query string, the matched route, status and duration. Never a body, a cookie, a password or a
// session id; the client address only as a keyed hash, enough to tell one client's requests apart.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { keyedHash } from '../keyed-hash.js';
import type { Logger } from './logger.js';

const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_REQUEST_ID = /^[\w.-]{8,128}$/;

export function requestLog(logger: Logger, secret: string): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const reqId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = reqId;
    ctx.set(REQUEST_ID_HEADER, reqId);
    try {
      await next();
    } finally {
      const line = {
        reqId,
        method: ctx.method,
        path: ctx.path.slice(0, 300),
        route: (ctx as { _matchedRoute?: string })._matchedRoute ?? null,
        status: ctx.status,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        client: keyedHash(secret, `log-client\0${ctx.ip}`).slice(0, 12),
      };
      if (ctx.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
