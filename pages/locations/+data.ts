// /locations: the regions and cities served, drawn on the site's own map, with links to each city's
// pages (a city may have a main page and consultation or implementation pages).
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';
import { cityFacts } from '../city/cities.js';
import { citySlugs } from '../../site/slugs/cities.js';

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const { locationsPage, regions } = copyFor('locations', locale);
  const cityPages = {
    ...copyFor('cities-main', locale).mainCities,
    ...copyFor('cities-services', locale).cityServicePages,
  };
  const pagesOf = (cityId: string) =>
    citySlugs
      .filter((slug) => cityFacts[slug].cityId === cityId)
      .map((slug) => ({ href: `/${slug}`, title: cityPages[slug].h1 }));
  return {
    ...copyPageData(pageContext, locationsPage, []),
    regions: regions.map((region) => ({
      ...region,
      cities: region.cities.map((city) => ({ ...city, pages: pagesOf(city.id) })),
    })),
    names: Object.fromEntries(regions.flatMap((r) => r.cities.map((c) => [c.id, c.name.replace(/\s*\(.*\)$/, '')]))),
    home: regions[0].cities.map((c) => c.id),
  };
}
export type Data = ReturnType<typeof data>;
