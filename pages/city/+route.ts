// City pages live at the site root (/odoo-dammam), so they match by list rather than by pattern:
// a root-level pattern would swallow every other path.
import type { PageContext } from 'vike/types';
import { citySlugs } from '../../site/slugs/cities.js';

export function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.slice(1);
  return (citySlugs as readonly string[]).includes(slug) ? { routeParams: { slug } } : false;
}
