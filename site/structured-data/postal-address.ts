// The office's postal address as schema.org PostalAddress, in the page's language, from the
// profile's address parts (a postal code the profile does not give is left out).
import type { JsonLd } from '../head-types.js';
import type { Locale } from '../languages.js';
import type { SiteConfig } from '../profile.js';

export function postalAddressJsonLd(site: SiteConfig, locale: Locale): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.postalAddress.street[locale],
    addressLocality: site.postalAddress.locality[locale],
    addressRegion: site.postalAddress.region[locale],
    ...(site.postalAddress.postalCode ? { postalCode: site.postalAddress.postalCode } : {}),
    addressCountry: site.postalAddress.country,
  };
}
