// A city page: its own copy, the services it offers in that city, the other city pages, and for
// Riyadh the regional expert's profile. Service JSON-LD names the city as the area served.
import type { PageContextServer } from 'vike/types';
import { cityServicePages as arServicePages } from '../../locales/ar/cities-services.js';
import { mainCities as arMain } from '../../locales/ar/cities-main.js';
import { regions as arRegions } from '../../locales/ar/locations.js';
import { services as arServices } from '../../locales/ar/services.js';
import { copyPageData } from '../../locales/copy-head.js';
import { cityServicePages as enServicePages } from '../../locales/en/cities-services.js';
import { mainCities as enMain } from '../../locales/en/cities-main.js';
import { regions as enRegions } from '../../locales/en/locations.js';
import { services as enServices } from '../../locales/en/services.js';
import { translator } from '../../locales/messages.js';
import type { LinkCard } from '../../components/content/LinkCards.js';
import { expertPath } from '../../site/profile.js';
import { serviceJsonLd } from '../../site/service-jsonld.js';
import { cityFacts, cityServiceLinks } from './cities.js';
import { type CitySlug, citySlugs } from '../../site/slugs/cities.js';

const byLocale = {
  en: { pages: { ...enMain, ...enServicePages }, regions: enRegions, services: enServices },
  ar: { pages: { ...arMain, ...arServicePages }, regions: arRegions, services: arServices },
};

export function data(pageContext: PageContextServer) {
  const { locale, site } = pageContext;
  const slug = pageContext.routeParams.slug as CitySlug;
  const t = translator(locale);
  const { pages, regions, services } = byLocale[locale];
  const facts = cityFacts[slug];
  const copy = pages[slug];
  const cityName = regions.flatMap((r) => r.cities).find((c) => c.id === facts.cityId)?.name ?? copy.h1;

  const cards: LinkCard[] = cityServiceLinks[facts.offer].map((service) => ({
    href: `/services/${service}`,
    title: t(`nav.services.${service}`),
    text: services[service].meta.description,
  }));
  if (slug === 'odoo-riyadh') {
    cards.unshift({ href: expertPath(site), plain: true, title: t('expert.cardTitle', { name: site.expert.name[locale] }), text: t('expert.cardText') });
  }
  const otherCities = citySlugs.filter((other) => other !== slug).map((other) => ({ href: `/${other}`, title: pages[other].h1 }));
  const service = serviceJsonLd(site, locale, { name: copy.h1, description: copy.meta.description, logicalPath: pageContext.logicalPath, serviceType: 'Odoo ERP implementation and consulting', city: cityName });
  return {
    ...copyPageData(pageContext, copy, [{ labelId: 'locations.breadcrumb', path: '/locations' }], { jsonLd: [service] }),
    cardsHeading: t('city.servicesHeading', { city: cityName }),
    cards,
    otherCities,
  };
}
export type Data = ReturnType<typeof data>;
