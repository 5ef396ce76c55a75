// WebSite structured data for the home page of each language: the site's name in that language,
// its other name, and the organization that publishes it (by its @id).
import type { Locale } from '../languages.js';
import type { JsonLd } from '../head-types.js';
import { localizePath } from '../paths.js';
import type { SiteConfig } from '../profile.js';

export function websiteJsonLd(site: SiteConfig, locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.siteUrl}/#website`,
    name: site.name[locale],
    alternateName: site.name[locale === 'en' ? 'ar' : 'en'],
    url: `${site.siteUrl}${localizePath('/', locale)}`,
    inLanguage: locale,
    publisher: { '@id': `${site.siteUrl}/#organization` },
  };
}
