// The language and logical path normally come from pages/+onBeforeRoute.ts. When a page's data hook
// answers 404 (throw render(404) for an unknown slug), Vike renders the error page from a fresh
// context without them; this fills them in from the URL so the 404 page speaks the right language.
import type { PageContext } from 'vike/types';
import { routeFactsOf } from '../site/paths.js';

export function ensureRouteFacts(pageContext: PageContext): void {
  if (pageContext.locale && pageContext.logicalPath) return;
  const path = pageContext.urlPathname;
  Object.assign(pageContext, routeFactsOf(path));
}
