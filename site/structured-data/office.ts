// ProfessionalService structured data for the Dammam office: what local search shows for the
// company (address, position, phone, opening hours), tied to the Organization node by its @id.
import { DEFAULT_SHARING_IMAGE_PATH } from '../sharing-image.js';
import type { JsonLd } from '../head-types.js';
import type { Locale } from '../languages.js';
import { localizePath } from '../paths.js';
import { postalAddressJsonLd } from './postal-address.js';
import type { SiteConfig } from '../profile.js';

export function officeJsonLd(site: SiteConfig, locale: Locale): JsonLd {
  const { office } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.siteUrl}/#office`,
    name: site.name[locale],
    parentOrganization: { '@id': `${site.siteUrl}/#organization` },
    url: `${site.siteUrl}${localizePath('/contact', locale)}`,
    telephone: `+${site.phoneDigits}`,
    email: site.email,
    image: `${site.siteUrl}${DEFAULT_SHARING_IMAGE_PATH}`,
    address: postalAddressJsonLd(site, locale),
    geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: office.days, opens: office.opens, closes: office.closes },
    ],
    areaServed: { '@type': 'Country', name: 'Saudi Arabia' },
  };
}
