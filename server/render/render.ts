// Pages through Vike's renderPage(): the site profile goes in as pageContextInit (the render takes
// the messages of the page's language itself); a form's errors can be added for a re-render. A
// public page is the same bytes for every visitor of a build: its CSP allows its inline scripts by
// their hashes, and after its first render it is answered from the rendered-page cache, compressed,
// with a strong ETag (304 to a browser or a shared cache that has it). Answers that depend on the
// request (a form's errors, ?sent=1, the admin screens, unknown paths) are rendered each time and
// never stored anywhere.
import type { Context, Middleware } from 'koa';
import { renderPage } from 'vike/server';
import type { FormState } from '../../site/page-context.js';
import { expertPath, type SiteConfig } from '../../site/profile.js';
import { stripLocale } from '../../site/paths.js';
import { isPublicLogicalPath } from '../../site/public-routes.js';
import type { Locale } from '../../site/languages.js';
import { refusal } from '../http/errors.js';
import { decodedPath, startsLikeHost } from '../http/request-path.js';
import { inlineScriptHashes } from './inline-script-hashes.js';
import { isUnrenderedErrorContext } from './navigation-abort.js';
import { cachedPageOf, type CachedPage, type RenderedPageCache } from './page-cache.js';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.js';

/** The request target as Vike must see it: the path and query only. A client may send the absolute
 * form ("GET http://evil.example/about/"), whose host Vike would keep in the URLs it builds (its
 * trailing-slash redirect among them), or a fragment; neither is part of what was asked for. */
const originFormOf = (ctx: Context) => ctx.path + (ctx.querystring ? `?${ctx.querystring}` : '');

/** What every render starts from; the SEO check (server/seo/) renders pages in-process with it too. */
export function basePageContextInit(urlOriginal: string, site: SiteConfig, headersOriginal?: Context['headers']) {
  return { urlOriginal, headersOriginal, site };
}

/** What the admin screens may ask of the server during a render (server/admin/access.ts makes it). */
export type AdminAccess = (
  ctx: Context,
) => Pick<Vike.PageContext, 'signedInAdmin' | 'signedInRole' | 'seoReport' | 'deploymentWarnings'>;

/** The page's Content-Security-Policy for the hashes of its inline scripts (server/http/security.ts). */
export type PolicyFor = (scriptHashes: string[]) => string;

export interface RenderExtra {
  policy: PolicyFor;
  formState?: FormState;
  status?: number;
  cache?: RenderedPageCache;
  /** The admin session and SEO report, as lazy functions only the admin screens call. */
  adminAccess?: AdminAccess;
}

// Browsers revalidate a page on every visit (a 304 when it has not changed); a shared cache in front
// (nginx, a CDN) may answer it for a minute before it revalidates too.
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

function isCacheable(ctx: Context, site: SiteConfig, extra: RenderExtra): boolean {
  if (!extra.cache || extra.formState || ctx.querystring) return false;
  const logical = stripLocale(ctx.path);
  return isPublicLogicalPath(logical) || ctx.path === expertPath(site);
}

function sendPublic(ctx: Context, page: CachedPage) {
  ctx.status = page.status;
  for (const [name, value] of page.headers) ctx.set(name, value);
  ctx.set('ETag', page.etag);
  ctx.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  // Already compressed: the compression middleware leaves a body with a Content-Encoding alone.
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? page.br : page.gzip;
  } else {
    ctx.compress = false;
    ctx.body = page.body;
  }
}

function sendRendered(ctx: Context, status: number, headers: Array<[string, string]>, body: string) {
  ctx.status = status;
  for (const [name, value] of headers) ctx.set(name, value);
  if (isHtml(headers) && !headers.some(([name]) => name.toLowerCase() === 'cache-control'))
    ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

// Vike's development server answers these; in production Vike refuses them with an exception, so
// they are not pages here (404). Vike decodes the path before it looks (/%40vite/client is
// /@vite/client to it), so the check is on the decoded path; one that does not decode, or that
// starts like another host, is no page either.
const DEV_SERVER_PATH = /^\/(@vite\/|@fs\/|@id\/|__vite)/;
export function isPagePath(path: string): boolean {
  const decoded = decodedPath(path);
  return decoded !== null && !startsLikeHost(decoded) && !DEV_SERVER_PATH.test(decoded);
}

// Vike's own small bodies (a redirect's, a failed render's) end with an inline script that logs
// "This HTML was generated by Vike"; the page says nothing about what it is built with.
const FRAMEWORK_LOG_SCRIPT = /<script>console\.log\("[^"]*Vike[^"]*"\)<\/script>/g;

export async function renderToKoa(ctx: Context, site: SiteConfig, extra: RenderExtra): Promise<boolean> {
  if (!isPagePath(ctx.path)) return false;
  const cacheable = isCacheable(ctx, site, extra);
  const cached = cacheable ? extra.cache!.get(ctx.path) : undefined;
  if (cached) {
    sendPublic(ctx, cached);
    return true;
  }
  const pageContext = await renderPage({
    ...basePageContextInit(originFormOf(ctx), site, ctx.headers),
    formState: extra.formState,
    ...extra.adminAccess?.(ctx),
  });
  const { httpResponse } = pageContext;
  if (!httpResponse) return false;
  if (isUnrenderedErrorContext(ctx.path, httpResponse.body)) {
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.body = 'Not Found';
    return true;
  }
  const { html, headers, body } = ourAnswer(httpResponse, extra.policy);
  const status = extra.status && httpResponse.statusCode === 200 ? extra.status : httpResponse.statusCode;
  if (cacheable && status === 200 && html) {
    const page = await cachedPageOf(status, headers, body);
    extra.cache!.set(ctx.path, page);
    sendPublic(ctx, page);
  } else {
    sendRendered(ctx, status, headers, body);
  }
  return true;
}

type VikeResponse = NonNullable<Awaited<ReturnType<typeof renderPage>>['httpResponse']>;

/** Vike's answer as the site sends it: scripts after the first paint, no framework log, our CSP. */
function ourAnswer(httpResponse: VikeResponse, policy: PolicyFor) {
  const html = isHtml(httpResponse.headers);
  const body = html
    ? loadScriptsAfterFirstPaint(httpResponse.body).replace(FRAMEWORK_LOG_SCRIPT, '')
    : httpResponse.body;
  const headers: Array<[string, string]> = [
    // The CSP is ours; Vike's own would replace it.
    ...httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
    ...(html ? [['Content-Security-Policy', policy(inlineScriptHashes(body))] as [string, string]] : []),
  ];
  return { html, headers, body };
}

// A path no page has, in each language: the not-found page is rendered from it when the request's
// own path must not reach the router (server/http/well-formed-paths.ts). The not-found page shows
// nothing of the path it was asked for, so it is the same page.
const NOT_FOUND_STAND_IN: Record<Locale, string> = { en: '/__not-found__', ar: '/ar/__not-found__' };

type RenderedNotFound = Pick<ReturnType<typeof ourAnswer>, 'headers' | 'body'>;

/**
 * The not-found page in a language, answered 404 whatever path was asked for. With `remembered`
 * (production), each language's page is rendered once and reused: a flood of malformed paths then
 * costs no render each.
 */
export async function renderNotFoundPage(
  ctx: Context,
  site: SiteConfig,
  locale: Locale,
  policy: PolicyFor,
  remembered?: Map<Locale, RenderedNotFound>,
): Promise<void> {
  let page = remembered?.get(locale);
  if (!page) {
    const { httpResponse } = await renderPage(basePageContextInit(NOT_FOUND_STAND_IN[locale], site, ctx.headers));
    if (!httpResponse) throw refusal(404, 'Not found');
    page = ourAnswer(httpResponse, policy);
    remembered?.set(locale, page);
  }
  sendRendered(ctx, 404, page.headers, page.body);
}

/** Answers a public page from the cache when it is there; anything else goes on. */
export function cachedPublicPages(cache: RenderedPageCache): Middleware {
  return async (ctx, next) => {
    const page = (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.querystring ? cache.get(ctx.path) : undefined;
    if (page) sendPublic(ctx, page);
    else await next();
  };
}

export function pageRenderer(
  site: SiteConfig,
  adminAccess: AdminAccess,
  policy: PolicyFor,
  cache?: RenderedPageCache,
): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!(await renderToKoa(ctx, site, { policy, cache, adminAccess }))) await next();
  };
}

const isHtml = (headers: Array<[string, string]>) =>
  headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
