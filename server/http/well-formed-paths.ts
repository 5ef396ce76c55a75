// Mounted before anything reads the path past its raw text (static files, the admin guard, routers,
// Vike): a path no browser would send, or one that starts like another host (server/http/
// request-path.ts), is answered here: 400 for a target that could not be read at all
// (server/http/readable-request-target.ts), 414 when it is over-long and the not-found answer
// otherwise, so no later decode ever meets it. A refusal is never stored by a browser or a proxy.
import type { Context, Middleware } from 'koa';
import { refusal } from './errors.js';
import { hadUnreadableTarget } from './readable-request-target.js';
import { decodedPath, MAX_PATH_BYTES, startsLikeHost } from './request-path.js';

export type NotFoundAnswer = (ctx: Context) => Promise<void>;

export function wellFormedPaths(answerNotFound: NotFoundAnswer): Middleware {
  return async (ctx, next) => {
    const path = ctx.path;
    const decoded = path.length <= MAX_PATH_BYTES ? decodedPath(path) : null;
    if (decoded !== null && !startsLikeHost(decoded)) return next();
    ctx.set('Cache-Control', 'no-store');
    if (hadUnreadableTarget(ctx)) throw refusal(400, 'Bad request target');
    if (path.length > MAX_PATH_BYTES) throw refusal(414, 'URI too long');
    await answerNotFound(ctx);
  };
}
