// The Koa app. Tests import createApp() and drive app.callback() with supertest; only
// server/index.ts opens a port.
//   readable target → errors → draining → security headers → encoding check → path check → on-site redirects
//   → visit attribution → page cache → compression → static files → session
//   → API answers → admin screens no-store → admin guard → API → form posts → redirects → pages
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { adminAccessFor } from './admin/access.js';
import { adminGuard } from './auth/admin-guard.js';
import { assertEveryAdminRouteHasRoles } from './routes/route-table.js';
import { adminApi } from './admin/admin-api.js';
import { signInApi } from './auth/sign-in-api.js';
import { adminLanguage } from './admin/language/screen-language.js';
import { adminScreensNoStore } from './auth/admin-screens-no-store.js';
import { leadsRouter } from './leads/leads-router.js';
import { visitAttribution } from './leads/attribution-cookie.js';
import { formOpenedRouter } from './leads/fill-time.js';
import { leadPageOf } from './leads/lead-page.js';
import { healthRouter } from './http/health-router.js';
import { hreflangRouter } from './render/hreflang-router.js';
import type { AppParts } from './app-parts.js';
import type { AppConfig } from './config/config.js';
import { errorHandler, logAppError } from './http/errors.js';
import { contactForm } from './leads/forms/contact.js';
import { estimateForm } from './leads/forms/estimate.js';
import { leadFormRouter, type RenderWithState } from './leads/forms/form-post.js';
import { landingForm } from './leads/forms/landing.js';
import { permanentRedirects } from './http/permanent-redirects.js';
import { RenderedPageCache } from './render/page-cache.js';
import { cachedPublicPages, pageRenderer, renderToKoa } from './render/render.js';
import { contentSecurityPolicy, securityHeaders } from './http/security.js';
import { seoFilesRouter } from './seo/seo-files.js';
import { adminSessions, sessionCookieForRequest } from './sessions/session-cookie.js';
import { stampSessionDevice } from './sessions/session-device.js';
import { staticFiles } from './http/static.js';
import { acceptableEncoding } from './http/acceptable-encoding.js';
import { wellFormedPaths } from './http/well-formed-paths.js';
import { readableRequestTarget } from './http/readable-request-target.js';
import { onSiteRedirects } from './http/on-site-redirects.js';
import { notFoundAnswer } from './render/not-found-answer.js';
import { apiAnswers, apiNotFound } from './http/api-answers.js';
import { feedRouter } from './blog/feeds.js';
import { LeadNotifier } from './notifications/lead-notifier.js';
import { trustedProxies, trustsAnyProxy } from './http/trusted-proxies.js';
import { silentLogger, type Logger } from './logging/logger.js';
import { systemClock, type Clock } from './clock.js';
import { requestLog } from './logging/request-log.js';
import { sharingImageRouter } from './media/sharing-image/sharing-image-router.js';
import { introCaptionsRouter } from './media/intro-captions.js';
import { closeConnectionsWhileDraining, Lifecycle } from './process/lifecycle.js';

export interface AppDeps {
  config: AppConfig;
  db: DataSource;
  /** Production: the built client directory to serve. */
  clientDir?: string;
  /** Development: Vite's middleware (Vike's dev middleware through koa-connect). */
  devMiddleware?: Middleware;
  /** Whether the process is draining for shutdown (server/index.ts sets it on SIGTERM). */
  lifecycle?: Lifecycle;
  /** Which notifications each new lead queues, and whom to wake; by default from the config. */
  notifier?: LeadNotifier;
  /** Where each request's log line and the app's own lines go; silent by default (tests). */
  logger?: Logger;
  /** What time it is for every answer that depends on it; the system's clock unless a test pins it. */
  clock?: Clock;
}

export function createApp({
  config,
  db,
  clientDir,
  devMiddleware,
  lifecycle = new Lifecycle(),
  notifier = new LeadNotifier(config.notifications),
  logger = silentLogger,
  clock = systemClock,
}: AppDeps): Koa {
  const app = new Koa({ proxy: trustsAnyProxy(config.trustProxy), keys: [config.sessionSecret] });
  const { site } = config;

  app.on('error', logAppError(logger));
  // First: a request target nobody could read would make every later reader of the path throw.
  app.use(readableRequestTarget);
  app.use(trustedProxies(config.trustProxy));
  app.use(requestLog(logger, config.sessionSecret));
  app.use(errorHandler(logger));
  app.use(closeConnectionsWhileDraining(lifecycle));
  const security = { dev: Boolean(devMiddleware), gaMeasurementId: site.gaMeasurementId };
  const policy = (scriptHashes: string[]) => contentSecurityPolicy(scriptHashes, security);
  app.use(securityHeaders(security));
  app.use(acceptableEncoding);
  // Before anything decodes the path: one no browser would send ends here, and no answer may send
  // the browser to another host.
  // In development pages change with every edit, so nothing is cached there.
  const pageCache = devMiddleware ? undefined : new RenderedPageCache();
  const notFound = notFoundAnswer(site, policy, Boolean(pageCache));
  app.use(wellFormedPaths(notFound));
  app.use(onSiteRedirects(site.siteUrl, notFound));
  // Outside the page cache, so a campaign visit answered from it still gets its attribution cookie.
  app.use(visitAttribution(site.siteUrl, leadPageOf(site)));
  // A public page rendered before is answered here, before static files, sessions and routes: its
  // answer depends on nothing those would look at.
  if (pageCache) app.use(cachedPublicPages(pageCache));
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );
  if (devMiddleware) app.use(devMiddleware);
  else if (clientDir) app.use(staticFiles(clientDir));

  app.use(sessionCookieForRequest);
  app.use(adminSessions(app, db));
  app.use(stampSessionDevice);
  app.use(apiAnswers);
  app.use(adminScreensNoStore);
  app.use(adminGuard(db));
  app.use(adminLanguage(db));

  const parts: AppParts = { config, db, notifier, lifecycle, clock, logger };
  const routers = [healthRouter, hreflangRouter, seoFilesRouter, leadsRouter, formOpenedRouter, signInApi, adminApi];
  for (const routerOf of routers) {
    const router = routerOf(parts);
    app.use(router.routes()).use(router.allowedMethods());
  }
  const renderWithFormState: RenderWithState = (ctx, formState, status) =>
    renderToKoa(ctx, site, { policy, formState, status }).then(() => undefined);
  app.use(
    leadFormRouter(parts, renderWithFormState, [contactForm, landingForm, estimateForm(config.site.siteUrl)]).routes(),
  );
  app.use(apiNotFound);
  // The blog's RSS feeds (/blog/rss.xml, /ar/blog/rss.xml), built once at startup.
  app.use(feedRouter(parts).routes());
  app.use(sharingImageRouter(parts).routes());
  app.use(introCaptionsRouter(parts).routes());
  app.use(permanentRedirects);
  app.use(pageRenderer(site, adminAccessFor(db, site, config.deploymentWarnings), policy, pageCache));
  // A session-only route that names no roles stops the start, rather than answer every role.
  assertEveryAdminRouteHasRoles(app);
  return app;
}
