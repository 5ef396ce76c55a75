// Person structured data for the expert profile, tied to the Organization node by its @id.
import type { JsonLd } from '../head-types.js';
import type { SiteConfig } from '../profile.js';

export function personJsonLd(
  site: SiteConfig,
  url: string,
  facts: { name: string; role: string; bio: string; expertise: string[] },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${url}#person`,
    name: facts.name,
    jobTitle: facts.role,
    description: facts.bio,
    url,
    image: `${site.siteUrl}/logo-512.png`,
    worksFor: { '@type': 'Organization', '@id': `${site.siteUrl}/#organization`, name: site.name.en },
    workLocation: {
      '@type': 'Place',
      name: 'Riyadh',
      address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressCountry: 'SA' },
    },
    knowsAbout: facts.expertise,
    knowsLanguage: ['ar', 'en'],
  };
}
