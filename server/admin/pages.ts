// The admin screens (/admin, /schema-validation, /database) and their client-navigation JSON: the
// session is read here and handed to the pages (whose +data redirects to /admin without one), the
// SEO report is built only for a signed-in admin (once per process), and nothing is cached or indexed.
import type { Middleware } from 'koa';
import type { DataSource } from 'typeorm';
import type { SiteConfig } from '../../site/profile.js';
import { currentAdmin } from '../auth/session.js';
import { renderToKoa } from '../render.js';
import { cachedSeoReport } from '../seo/report.js';

const ADMIN_SCREEN = /^\/(admin|database|schema-validation)\/?(?:index\.pageContext\.json)?$/;

export function adminPages(db: DataSource, site: SiteConfig): Middleware {
  return async (ctx, next) => {
    const match = ADMIN_SCREEN.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const username = await currentAdmin(ctx, db);
    const seoScreen = match[1] !== 'admin';
    // A signed-in inbox view starts the SEO report in the background, so the SEO check link answers
    // without the first build's wait.
    if (username && !seoScreen) void cachedSeoReport(site).catch(() => undefined);
    const seoReport = username && seoScreen ? await cachedSeoReport(site) : undefined;
    if (!(await renderToKoa(ctx, site, { pageContext: { admin: username ? { username } : null, seoReport } }))) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
  };
}
