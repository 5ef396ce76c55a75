// What every /api answer shares: never stored by a browser or a proxy (they carry leads, sessions
// and per-visitor state), and a JSON body that says what happened when no route wrote one: 404 for
// an unknown call, 405 with Allow for a known call with another method, 501 for a method the app
// does not implement at all. Mounted outside the API routers; `apiNotFound` ends the chain inside.
import type { Middleware } from 'koa';

/** Whether a path is one of the JSON API's (answers there are JSON, never pages). */
export const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

const EMPTY_ANSWERS: Record<number, string> = { 404: 'Not found', 405: 'Method not allowed', 501: 'Not implemented' };

export const apiAnswers: Middleware = async (ctx, next) => {
  if (!isApi(ctx.path)) return next();
  // Set before the routes run, so an error answer (401, 400, 503 …) carries it too.
  ctx.set('Cache-Control', 'no-store');
  await next();
  const text = EMPTY_ANSWERS[ctx.status];
  if (text && (!ctx.body || ctx.status !== 404)) ctx.body = { error: text };
};

/** After the API routers: an /api path no route answered is not a page either. */
export const apiNotFound: Middleware = async (ctx, next) => {
  if (!isApi(ctx.path)) return next();
  ctx.status = 404;
};
