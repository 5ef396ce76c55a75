// Service structured data for a service, solution, industry or city page. The provider points at
// the Organization node every page carries (site/structured-data/organization.ts) by its @id.
import type { Locale } from '../languages.js';
import type { JsonLd } from '../head-types.js';
import type { SiteConfig } from '../profile.js';
import { localizePath } from '../paths.js';

interface ServiceFacts {
  name: string;
  description: string;
  logicalPath: string;
  serviceType: string;
  /** A city name for city pages; the whole Kingdom otherwise. */
  city?: string;
}

export function serviceJsonLd(site: SiteConfig, locale: Locale, facts: ServiceFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: facts.name,
    description: facts.description,
    serviceType: facts.serviceType,
    url: `${site.siteUrl}${localizePath(facts.logicalPath, locale)}`,
    provider: { '@type': 'Organization', '@id': `${site.siteUrl}/#organization`, name: site.name[locale] },
    areaServed: facts.city
      ? { '@type': 'City', name: facts.city, containedInPlace: { '@type': 'Country', name: 'Saudi Arabia' } }
      : { '@type': 'Country', name: 'Saudi Arabia' },
  };
}
