// A city page: its own copy, the services it offers in that city, the other city pages, and for
// Riyadh the regional expert's profile. Service JSON-LD names the city as the area served.
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';
import { translator } from '../../locales/messages.js';
import type { LinkCard } from '../../components/content/LinkCards.js';
import type { Locale } from '../../site/languages.js';
import { expertPath } from '../../site/profile.js';
import { serviceJsonLd } from '../../site/structured-data/service.js';
import { cityFacts, cityServiceLinks } from './cities.js';
import { type CitySlug, citySlugs } from '../../site/slugs/cities.js';

// Built once per language: every city page (main and service pages share one slug space).
const copiesIn = (locale: Locale) => ({
  pages: { ...copyFor('cities-main', locale).mainCities, ...copyFor('cities-services', locale).cityServicePages },
  regions: copyFor('locations', locale).regions,
  services: copyFor('services', locale).services,
});
const byLocale = { en: copiesIn('en'), ar: copiesIn('ar') };

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
    cards.unshift({
      href: expertPath(site),
      plain: true,
      title: t('expert.cardTitle', { name: site.expert.name[locale] }),
      text: t('expert.cardText'),
    });
  }
  const otherCities = citySlugs
    .filter((other) => other !== slug)
    .map((other) => ({ href: `/${other}`, title: pages[other].h1 }));
  const service = serviceJsonLd(site, locale, {
    name: copy.h1,
    description: copy.meta.description,
    logicalPath: pageContext.logicalPath,
    serviceType: 'Odoo ERP implementation and consulting',
    city: cityName,
  });
  return {
    ...copyPageData(pageContext, copy, [{ labelId: 'locations.breadcrumb', path: '/locations' }], {
      jsonLd: [service],
    }),
    cardsHeading: t('city.servicesHeading', { city: cityName }),
    cards,
    otherCities,
  };
}
export type Data = ReturnType<typeof data>;
