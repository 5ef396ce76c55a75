// What a request gets when its path can be no page, file or call, decided before any router sees it
// (a malformed path, a redirect that would leave the site): a browser asking for a page gets the
// not-found page in its language, anything else a short 404 (JSON under /api, from the error handler).
import type { Context } from 'koa';
import type { SiteConfig } from '../../site/profile.js';
import { refusal } from '../http/errors.js';
import { isApi } from '../http/api-answers.js';
import { requestLocale } from '../http/request-locale.js';
import type { NotFoundAnswer } from '../http/well-formed-paths.js';
import { renderNotFoundPage, type PolicyFor } from './render.js';

const asksForPage = (ctx: Context) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && !isApi(ctx.path) && ctx.accepts(['html', 'json']) === 'html';

/** With `rememberPages` (production, where pages do not change), each language's page is rendered once. */
export function notFoundAnswer(site: SiteConfig, policy: PolicyFor, rememberPages: boolean): NotFoundAnswer {
  const remembered = rememberPages ? new Map() : undefined;
  return async (ctx) => {
    if (!asksForPage(ctx)) throw refusal(404, 'Not found');
    await renderNotFoundPage(ctx, site, requestLocale(ctx), policy, remembered);
  };
}
