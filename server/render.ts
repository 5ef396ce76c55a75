// Pages through Vike's renderPage(): the request's CSP nonce, the site profile and the active
// language's messages go in as pageContextInit; a form's errors can be added for a re-render.
// Public pages come from the rendered-page cache after their first render.
import type { Context, Middleware } from 'koa';
import { renderPage } from 'vike/server';
import { messagesByLocale } from '../locales/messages.js';
import type { FormState } from '../renderer/PageContext.js';
import { expertPath, type SiteConfig } from '../renderer/site.js';
import { localeOfPath, stripLocale } from '../shared/paths.js';
import { isPublicLogicalPath } from '../shared/public-routes.js';
import type { CachedPage, RenderedPageCache } from './page-cache.js';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.js';

/** What every render starts from; the SEO check (server/seo/) renders pages in-process with it too. */
export function basePageContextInit(urlOriginal: string, site: SiteConfig, cspNonce: string, headersOriginal?: Context['headers']) {
  const path = new URL(urlOriginal, 'http://localhost').pathname;
  return { urlOriginal, headersOriginal, cspNonce, site, messages: messagesByLocale[localeOfPath(path)] };
}

export interface RenderExtra {
  formState?: FormState;
  status?: number;
  cache?: RenderedPageCache;
  /** Per-request fields for the admin screens (Vike.PageContext: admin, seoReport). */
  pageContext?: Partial<Pick<Vike.PageContext, 'admin' | 'seoReport'>>;
}

function isCacheable(ctx: Context, site: SiteConfig, extra: RenderExtra): boolean {
  if (!extra.cache || extra.formState || extra.pageContext || ctx.querystring) return false;
  const logical = stripLocale(ctx.path);
  return isPublicLogicalPath(logical) || ctx.path === expertPath(site);
}

function send(ctx: Context, page: CachedPage, status?: number) {
  ctx.status = status && page.status === 200 ? status : page.status;
  for (const [name, value] of page.headers) ctx.set(name, value);
  // HTML carries the request's nonce: never store it in shared caches.
  if (page.headers.some(([n, v]) => n.toLowerCase() === 'content-type' && v.startsWith('text/html'))) ctx.set('Cache-Control', 'no-cache');
  ctx.body = page.body;
}

export async function renderToKoa(ctx: Context, site: SiteConfig, extra: RenderExtra = {}): Promise<boolean> {
  const nonce = ctx.state.cspNonce as string;
  const cacheable = isCacheable(ctx, site, extra);
  const cached = cacheable ? extra.cache!.get(ctx.path, nonce) : undefined;
  if (cached) {
    send(ctx, cached);
    return true;
  }
  const pageContext = await renderPage({
    ...basePageContextInit(ctx.originalUrl, site, nonce, ctx.headers),
    formState: extra.formState,
    ...extra.pageContext,
  });
  const { httpResponse } = pageContext;
  if (!httpResponse) return false;
  const page: CachedPage = {
    status: httpResponse.statusCode,
    // The CSP is ours (server/security.ts); Vike's own would replace it.
    headers: httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
    body: isHtml(httpResponse.headers) ? loadScriptsAfterFirstPaint(httpResponse.body) : httpResponse.body,
  };
  if (cacheable && page.status === 200) extra.cache!.set(ctx.path, nonce, page);
  send(ctx, page, extra.status);
  return true;
}

export function pageRenderer(site: SiteConfig, cache?: RenderedPageCache): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!(await renderToKoa(ctx, site, { cache }))) await next();
  };
}

const isHtml = (headers: Array<[string, string]>) => headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
