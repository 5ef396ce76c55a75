// What every admin screen answers with: never stored by a browser or proxy, never indexed.
import type { PageContextServer } from 'vike/types';

export function markAdminScreen(pageContext: PageContextServer): void {
  pageContext.headersResponse.set('Cache-Control', 'no-store');
  pageContext.headersResponse.set('X-Robots-Tag', 'noindex, nofollow');
}
