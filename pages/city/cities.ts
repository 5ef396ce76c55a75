// Language-neutral facts of each city page: which city of the locations map it is about and what it
// offers. Main pages cover everything in one city; "consultation-in" and "implementation-in" pages
// each offer one service, and link to their counterpart when both exist.
import type { CitySlug } from '../../site/slugs/cities.js';

export type CityOffer = 'all' | 'consultation' | 'implementation';

export const cityFacts: Record<CitySlug, { cityId: string; offer: CityOffer }> = {
  'odoo-riyadh': { cityId: 'riyadh', offer: 'all' },
  'odoo-nairyah': { cityId: 'nairyah', offer: 'all' },
  'odoo-khobar': { cityId: 'khobar', offer: 'all' },
  'odoo-dammam': { cityId: 'dammam', offer: 'all' },
  'odoo-jeddah': { cityId: 'jeddah', offer: 'all' },
  'odoo-ras-tanura': { cityId: 'ras-tanura', offer: 'all' },
  'odoo-hafuf': { cityId: 'al-ahsa', offer: 'all' },
  'odoo-consultation-in-jubail': { cityId: 'jubail', offer: 'consultation' },
  'odoo-consultation-in-al-ahsa': { cityId: 'al-ahsa', offer: 'consultation' },
  'odoo-consultation-in-dhahran': { cityId: 'dhahran', offer: 'consultation' },
  'odoo-consultation-in-qatif': { cityId: 'qatif', offer: 'consultation' },
  'odoo-implementation-in-nairyah': { cityId: 'nairyah', offer: 'implementation' },
  'odoo-implementation-in-al-ahsa': { cityId: 'al-ahsa', offer: 'implementation' },
  'odoo-implementation-in-jubail': { cityId: 'jubail', offer: 'implementation' },
  'odoo-implementation-in-dharan': { cityId: 'dhahran', offer: 'implementation' },
  'odoo-implementation-in-dammam': { cityId: 'dammam', offer: 'implementation' },
};

/** The services a city page points to, by what it offers. */
export const cityServiceLinks: Record<
  CityOffer,
  Array<
    | 'odoo-implementation'
    | 'odoo-consultation'
    | 'zatca-e-invoicing'
    | 'odoo-training-support'
    | 'odoo-gap-analysis'
    | 'odoo-training'
  >
> = {
  all: ['odoo-implementation', 'odoo-consultation', 'zatca-e-invoicing', 'odoo-training-support'],
  consultation: ['odoo-consultation', 'odoo-gap-analysis', 'zatca-e-invoicing'],
  implementation: ['odoo-implementation', 'odoo-training', 'odoo-training-support'],
};
