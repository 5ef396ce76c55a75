// City landing pages at the site root (/{slug}). A main city's page (locales/{en,ar}/cities-main.ts)
// presents the company there; a city service page (locales/{en,ar}/cities-services.ts) offers one
// service in one city.
export const mainCitySlugs = [
  'odoo-riyadh',
  'odoo-nairyah',
  'odoo-khobar',
  'odoo-dammam',
  'odoo-jeddah',
  'odoo-ras-tanura',
  'odoo-hafuf',
] as const;
export type MainCitySlug = (typeof mainCitySlugs)[number];

export const cityServiceSlugs = [
  'odoo-consultation-in-jubail',
  'odoo-consultation-in-al-ahsa',
  'odoo-consultation-in-dhahran',
  'odoo-consultation-in-qatif',
  'odoo-implementation-in-nairyah',
  'odoo-implementation-in-al-ahsa',
  'odoo-implementation-in-jubail',
  'odoo-implementation-in-dharan',
  'odoo-implementation-in-dammam',
] as const;
export type CityServiceSlug = (typeof cityServiceSlugs)[number];

export const citySlugs = [...mainCitySlugs, ...cityServiceSlugs] as const;
export type CitySlug = (typeof citySlugs)[number];
