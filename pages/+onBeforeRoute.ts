// Language from the URL: /ar and /ar/* are Arabic. Routes match the path without the
// prefix; plain-only routes (the expert profile, site/paths.ts) have no Arabic version and 404 there.
import type { PageContext } from 'vike/types';
import { routeFactsOf } from '../site/paths.js';

export function onBeforeRoute(pageContext: PageContext) {
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const { locale, logicalPath } = routeFactsOf(pathname);
  return { pageContext: { locale, logicalPath, urlLogical: logicalPath + (searchOriginal ?? '') } };
}
