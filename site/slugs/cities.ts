// City landing pages at the site root (/{slug}); their words live in locales/{en,ar}/cities.ts.
export const citySlugs = [
  'odoo-riyadh',
  'odoo-nairyah',
  'odoo-khobar',
  'odoo-dammam',
  'odoo-jeddah',
  'odoo-ras-tanura',
  'odoo-hafuf',
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
export type CitySlug = (typeof citySlugs)[number];
