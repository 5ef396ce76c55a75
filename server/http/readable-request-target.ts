// Node accepts a request target in absolute form ("GET http://host/path HTTP/1.1"), and Koa reads
// ctx.path from it with Node's legacy URL parser, which throws on a malformed one
// ("https://[::1]:1http://x/"). Every part of the app that reads the path (the first one, then the
// error handler answering, the request log, the error log) would throw in turn, until the error
// escaped them all and stopped the process. Mounted first: such a target is replaced by "*", which
// every reader can read and nothing serves, before anything reads it, and the path check answers
// 400 (server/http/well-formed-paths.ts).
import type { Context, Middleware } from 'koa';

const replaced = new WeakSet<Context>();
const STAND_IN = '*';

function isReadable(ctx: Context): boolean {
  const target = ctx.url;
  // Checked with the WHATWG parser first: the legacy one also logs a deprecation warning holding the
  // client's text before it throws.
  if (!target.startsWith('/') && target !== STAND_IN && !URL.canParse(target)) return false;
  try {
    return typeof ctx.path === 'string';
  } catch {
    return false;
  }
}

export const readableRequestTarget: Middleware = async (ctx, next) => {
  if (!isReadable(ctx)) {
    ctx.url = STAND_IN;
    replaced.add(ctx);
  }
  await next();
};

/** Whether the request's own target could not be read (and was replaced). */
export const hadUnreadableTarget = (ctx: Context) => replaced.has(ctx);
