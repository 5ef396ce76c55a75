// The site's permanent redirects (old addresses to current pages), answered before rendering (query string kept).
import type { Middleware } from 'koa';
import { redirects } from '../../site/redirects.js';

export const permanentRedirects: Middleware = async (ctx, next) => {
  const target = redirects.get(ctx.path.replace(/\/+$/, '') || '/');
  if (!target || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.status = 301;
  ctx.redirect(target + (ctx.querystring ? `?${ctx.querystring}` : ''));
};
