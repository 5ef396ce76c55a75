// /locations: the regions and cities served, drawn on the site's own map, with links to each city's
// pages (a city may have a main page and consultation or implementation pages).
import type { PageContextServer } from 'vike/types';
import { locationsPage as ar, regions as arRegions } from '../../locales/ar/locations.js';
import { cityServicePages as arCityServices } from '../../locales/ar/cities-services.js';
import { mainCities as arMain } from '../../locales/ar/cities-main.js';
import { copyPageData } from '../../locales/copy-head.js';
import { locationsPage as en, regions as enRegions } from '../../locales/en/locations.js';
import { cityServicePages as enCityServices } from '../../locales/en/cities-services.js';
import { mainCities as enMain } from '../../locales/en/cities-main.js';
import { cityFacts } from '../city/cities.js';
import { citySlugs } from '../../site/slugs/cities.js';

export function data(pageContext: PageContextServer) {
  const isAr = pageContext.locale === 'ar';
  const regions = isAr ? arRegions : enRegions;
  const cityPages = isAr ? { ...arMain, ...arCityServices } : { ...enMain, ...enCityServices };
  const pagesOf = (cityId: string) =>
    citySlugs.filter((slug) => cityFacts[slug].cityId === cityId).map((slug) => ({ href: `/${slug}`, title: cityPages[slug].h1 }));
  return {
    ...copyPageData(pageContext, isAr ? ar : en, []),
    regions: regions.map((region) => ({ ...region, cities: region.cities.map((city) => ({ ...city, pages: pagesOf(city.id) })) })),
    names: Object.fromEntries(regions.flatMap((r) => r.cities.map((c) => [c.id, c.name.replace(/\s*\(.*\)$/, '')]))),
    home: regions[0].cities.map((c) => c.id),
  };
}
export type Data = ReturnType<typeof data>;
