// Every answer of an admin screen is no-store, its .pageContext.json data included (the data a
// client-side navigation fetches: the signed-in admin's name and the setup warnings). The renderer
// marks its HTML no-store, but Vike's JSON answers carry no Cache-Control at all, so a browser or a
// proxy could keep one and show it after sign-out. Set around the rest of the chain, so that
// whatever answers the screen's path (the page, a redirect, an error) says it.
import type { Middleware } from 'koa';
import { isAdminScreenInAnyLanguage } from '../../site/paths.js';
import { canonicalPath } from '../http/canonical-path.js';

export const adminScreensNoStore: Middleware = async (ctx, next) => {
  if (!isAdminScreenInAnyLanguage(canonicalPath(ctx.path))) return next();
  ctx.set('Cache-Control', 'no-store');
  try {
    await next();
  } finally {
    ctx.set('Cache-Control', 'no-store');
  }
};
