// The admin screens (/admin, /schema-validation, /database) and their client-navigation JSON: the
// session is read here and handed to the pages (whose +data redirects to /admin without one), the
// SEO report is computed only for a signed-in admin, and nothing is cached or indexed.
import type { Middleware } from 'koa';
import type { DataSource } from 'typeorm';
import type { SiteConfig } from '../../renderer/site.js';
import { currentAdmin } from '../auth/session.js';
import { renderToKoa } from '../render.js';
import { buildSeoReport } from '../seo/report.js';

const ADMIN_SCREEN = /^\/(admin|database|schema-validation)\/?(?:index\.pageContext\.json)?$/;

export function adminPages(db: DataSource, site: SiteConfig): Middleware {
  return async (ctx, next) => {
    const match = ADMIN_SCREEN.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const username = await currentAdmin(ctx, db);
    const seoReport = username && match[1] !== 'admin' ? await buildSeoReport(site) : undefined;
    if (!(await renderToKoa(ctx, site, { pageContext: { admin: username ? { username } : null, seoReport } }))) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
  };
}
