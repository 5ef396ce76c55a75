// The language to answer in when the answer is not a page of its own (an outage, a path that is no
// path): the path's, else the browser's preference. Reads the path's raw text only, so it holds for
// any path a client sends.
import type { Context } from 'koa';
import type { Locale } from '../../site/languages.js';
import { routeFactsOf } from '../../site/paths.js';

export const requestLocale = (ctx: Context): Locale =>
  routeFactsOf(ctx.path).locale === 'ar' || ctx.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en';
