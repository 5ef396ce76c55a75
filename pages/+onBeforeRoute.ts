// Language from the URL: /ar and /ar/* are Arabic. Routes match the path without the
// prefix; plain-only routes (admin screens, the expert profile) have no Arabic version and 404 there.
import type { PageContext } from 'vike/types';
import { isPlainOnly, localeOfPath, stripLocale } from '../site/paths.js';

const NO_SUCH_ROUTE = '/__no-arabic-version__';

export function onBeforeRoute(pageContext: PageContext) {
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const locale = localeOfPath(pathname);
  const stripped = stripLocale(pathname);
  const logicalPath = locale === 'ar' && isPlainOnly(stripped) ? NO_SUCH_ROUTE : stripped;
  return { pageContext: { locale, logicalPath, urlLogical: logicalPath + (searchOriginal ?? '') } };
}
