// Small public endpoints: health and readiness for the proxy and orchestrator (readiness is 503 while
// the process drains for shutdown or the database does not answer within a second), and the
// alternate-language links of a page.
import type Router from '@koa/router';
import type { DataSource } from 'typeorm';
import { arabicOnlyBlogPaths } from '../../site/blog-paths.js';
import { isPublicLogicalPath } from '../../site/public-routes.js';
import { localeOfPath, localizePath, stripLocale } from '../../site/paths.js';
import { databaseAnswered, databaseWentAway } from '../database-health.js';
import { databaseAnswers } from '../db.js';
import type { Lifecycle } from '../lifecycle.js';
import { strictRouter } from '../http/strict-router.js';

export function siteRouter(db: DataSource, siteUrl: string, lifecycle: Lifecycle): Router {
  const router = strictRouter();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (lifecycle.draining) {
      ctx.status = 503;
      ctx.body = { status: 'shutting down' };
      return;
    }
    const ready = await databaseAnswers(db);
    if (ready) databaseAnswered();
    else databaseWentAway(new Error('no answer to the readiness check within 1 s'));
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'database unavailable' };
  });
  // The path is the route without its leading slash, e.g. /api/hreflang/ar/about; the home
  // page is /api/hreflang/ (or /api/hreflang).
  router.get(['/api/hreflang{/*path}', '/api/hreflang/'], (ctx) => {
    const segments = (ctx.params as { path?: string | string[] }).path;
    const requested = `/${Array.isArray(segments) ? segments.join('/') : (segments ?? '')}`.replace(/\/+$/, '') || '/';
    const logical = stripLocale(requested);
    // An article written only in Arabic has no English alternate: Arabic is also its default.
    if (localeOfPath(requested) === 'ar' && arabicOnlyBlogPaths().includes(logical)) {
      const url = `${siteUrl}${requested}`;
      ctx.body = { alternateLanguages: [{ lang: 'ar', url }, { lang: 'x-default', url }] };
      return;
    }
    if (!isPublicLogicalPath(logical)) {
      ctx.status = 404;
      ctx.body = { error: 'Not a page' };
      return;
    }
    ctx.body = {
      alternateLanguages: [
        { lang: 'en', url: `${siteUrl}${logical}` },
        { lang: 'ar', url: `${siteUrl}${localizePath(logical, 'ar')}` },
        { lang: 'x-default', url: `${siteUrl}${logical}` },
      ],
    };
  });
  return router;
}
