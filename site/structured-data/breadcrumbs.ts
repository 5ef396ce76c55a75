// BreadcrumbList structured data from a trail of (name, logical path) pairs, in the page's language.
import type { Locale } from '../languages.js';
import type { JsonLd } from '../head-types.js';
import { localizePath } from '../paths.js';

export function breadcrumbJsonLd(
  siteUrl: string,
  locale: Locale,
  trail: Array<{ name: string; path: string }>,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${localizePath(crumb.path, locale)}`,
    })),
  };
}
