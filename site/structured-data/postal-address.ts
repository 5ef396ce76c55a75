// The office's postal address as schema.org PostalAddress, in the page's language, from the
// profile's address parts: the Saudi national address's building number, street and district as
// the street address, and its postal code with the additional number ("32415-3456"), as Saudi Post
// writes them (a part the profile does not give is left out).
import type { JsonLd } from '../head-types.js';
import type { Locale } from '../languages.js';
import type { SiteConfig } from '../profile.js';

const districtWords = { en: (name: string) => `${name} District`, ar: (name: string) => `حي ${name}` };

export function postalAddressJsonLd(site: SiteConfig, locale: Locale): JsonLd {
  const { buildingNumber, street, district, postalCode, additionalNumber } = site.postalAddress;
  const streetLine = [buildingNumber, street[locale]].filter(Boolean).join(' ');
  const streetAddress = district
    ? `${streetLine}${locale === 'ar' ? '، ' : ', '}${districtWords[locale](district[locale])}`
    : streetLine;
  const code = postalCode && additionalNumber ? `${postalCode}-${additionalNumber}` : postalCode;
  return {
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality: site.postalAddress.locality[locale],
    addressRegion: site.postalAddress.region[locale],
    ...(code ? { postalCode: code } : {}),
    addressCountry: site.postalAddress.country,
  };
}
