// The SEO check answers at both /schema-validation and /database; both are the same screen.
import type { PageContext } from 'vike/types';

export default function route(pageContext: PageContext): boolean {
  return pageContext.urlPathname === '/schema-validation' || pageContext.urlPathname === '/database';
}
