// The Dammam office's postal address as schema.org PostalAddress, in the page's language: the street
// from the profile's address, then the fixed city, region, postal code and country.
import type { JsonLd } from './head-types.js';
import type { Locale } from './languages.js';
import type { SiteConfig } from './profile.js';

export function postalAddressJsonLd(site: SiteConfig, locale: Locale): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address[locale].split(/[،,]/)[0],
    addressLocality: locale === 'ar' ? 'الدمام' : 'Dammam',
    addressRegion: locale === 'ar' ? 'المنطقة الشرقية' : 'Eastern Province',
    postalCode: '32415',
    addressCountry: 'SA',
  };
}
