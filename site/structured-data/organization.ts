// Organization structured data: founding 2014, 50 to 100 employees, Dammam address,
// two contact points and the partner credential.
import type { Locale } from '../languages.js';
import type { JsonLd } from '../head-types.js';
import { postalAddressJsonLd } from './postal-address.js';
import type { SiteConfig } from '../profile.js';

export function organizationJsonLd(site: SiteConfig, locale: Locale, description: string): JsonLd {
  const phone = `+${site.phoneDigits}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.name[locale],
    alternateName: site.name[locale === 'en' ? 'ar' : 'en'],
    legalName: site.legalName[locale],
    description,
    slogan: site.slogan[locale],
    url: site.siteUrl,
    logo: `${site.siteUrl}/logo-512.png`,
    foundingDate: '2014',
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 50, maxValue: 100 },
    address: postalAddressJsonLd(site, locale),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: phone,
        email: site.email,
        areaServed: 'SA',
        availableLanguage: ['en', 'ar'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: phone,
        email: site.email,
        areaServed: 'SA',
        availableLanguage: ['en', 'ar'],
      },
    ],
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'Certified Odoo Silver Partner',
      recognizedBy: { '@type': 'Organization', name: 'Odoo S.A.', url: 'https://www.odoo.com' },
    },
    sameAs: site.social.map((s) => s.url),
    ...(site.vatNumber ? { vatID: site.vatNumber } : {}),
    ...(site.commercialRegistration
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'CR',
            name: 'Commercial registration',
            value: site.commercialRegistration,
          },
        }
      : {}),
  };
}
