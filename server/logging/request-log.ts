// One log line per request: its id (also sent back as X-Request-Id, and taken from the proxy's own
// X-Request-Id when it sends a sane one, so nginx's and our lines match; server/http/trusted-proxies.ts
// has already dropped the header from any peer that is not a trusted proxy), method, path without the
// query string, the matched route, status and duration. Never a body, a cookie, a password or a
// session id; the client address only as a keyed hash, enough to tell one client's requests apart.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { keyedHash } from '../config/keyed-hash.js';
import type { Logger } from './logger.js';

const REQUEST_ID_HEADER = 'X-Request-Id';
// nginx's $request_id is 32 hex digits, a UUID 36 characters: a short token of letters, digits, '.',
// '_' and '-' can be written into a log line as it is; anything else gets an id of our own.
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

// A client's hash, remembered for the addresses seen most recently: one HMAC per client, not per request.
function clientHasher(secret: string, remember = 10_000): (address: string) => string {
  const known = new Map<string, string>();
  return (address) => {
    let hash = known.get(address);
    if (hash === undefined) {
      hash = keyedHash(secret, `log-client\0${address}`).slice(0, 12);
      if (known.size >= remember) known.delete(known.keys().next().value!);
      known.set(address, hash);
    }
    return hash;
  };
}

/**
 * A 5xx is ours to look at, except 501: a method the app does not implement (PROPFIND, TRACE…) is
 * a client's or a scanner's asking, answered as it should be.
 */
const isOurFault = (status: number) => status >= 500 && status !== 501;

export function requestLog(logger: Logger, secret: string): Middleware {
  const clientOf = clientHasher(secret);
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const reqId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = reqId;
    ctx.set(REQUEST_ID_HEADER, reqId);
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info') || (isOurFault(ctx.status) && logger.isLevelEnabled('error'))) logRequest();
    }

    function logRequest() {
      const line = {
        reqId,
        method: ctx.method,
        path: ctx.path.slice(0, 300),
        route: (ctx as { _matchedRoute?: string })._matchedRoute ?? null,
        status: ctx.status,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        client: clientOf(ctx.ip),
      };
      if (isOurFault(ctx.status)) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
