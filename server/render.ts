// Pages through Vike's renderPage(): the request's CSP nonce, the site profile and the active
// language's messages go in as pageContextInit; a form's errors can be added for a re-render.
import type { Context, Middleware } from 'koa';
import { renderPage } from 'vike/server';
import { messagesByLocale } from '../locales/messages.js';
import type { FormState } from '../renderer/PageContext.js';
import type { SiteConfig } from '../renderer/site.js';
import { localeOfPath } from '../shared/paths.js';

export async function renderToKoa(ctx: Context, site: SiteConfig, extra: { formState?: FormState; status?: number } = {}): Promise<boolean> {
  const pageContext = await renderPage({
    urlOriginal: ctx.originalUrl,
    headersOriginal: ctx.headers,
    cspNonce: ctx.state.cspNonce as string,
    site,
    messages: messagesByLocale[localeOfPath(ctx.path)],
    formState: extra.formState,
  });
  const { httpResponse } = pageContext;
  if (!httpResponse) return false;
  ctx.status = extra.status && httpResponse.statusCode === 200 ? extra.status : httpResponse.statusCode;
  for (const [name, value] of httpResponse.headers) {
    // The CSP is ours (server/security.ts); Vike's own would replace it.
    if (name.toLowerCase() !== 'content-security-policy') ctx.set(name, value);
  }
  // HTML depends on the request's nonce: never store it in shared caches.
  if (String(httpResponse.headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? '').startsWith('text/html')) ctx.set('Cache-Control', 'no-cache');
  ctx.body = httpResponse.body;
  return true;
}

export function pageRenderer(site: SiteConfig): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!(await renderToKoa(ctx, site))) await next();
  };
}
