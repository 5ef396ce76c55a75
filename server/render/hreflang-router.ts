// GET /api/hreflang/{path}: the alternate-language links of a page, as the page itself declares them.
// The path is the route without its leading slash, e.g. /api/hreflang/ar/about; the home page is
// /api/hreflang/ (or /api/hreflang).
import type Router from '@koa/router';
import { strictRouter } from '../http/strict-router.js';
import { pageAlternates } from './page-alternates.js';
import type { AppParts } from '../app-parts.js';

export function hreflangRouter({ config: { site } }: Pick<AppParts, 'config'>): Router {
  const router = strictRouter();
  router.get(['/api/hreflang{/*path}', '/api/hreflang/'], async (ctx) => {
    const segments = (ctx.params as { path?: string | string[] }).path;
    const requested = `/${Array.isArray(segments) ? segments.join('/') : (segments ?? '')}`.replace(/\/+$/, '') || '/';
    const alternates = await pageAlternates(site, requested);
    if (!alternates) {
      ctx.status = 404;
      ctx.body = { error: 'Not a page' };
      return;
    }
    ctx.body = { alternateLanguages: alternates };
  });
  return router;
}
