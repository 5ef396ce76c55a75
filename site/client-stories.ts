// The clients the site describes, without their names (house style): sector, city, the Odoo apps
// a case study lists and the scope its first phase was estimated at. The home page's list, its
// testimonials, the clients page and the implementations page all take these facts from here, so one
// client is in one city everywhere; tests/unit/client-stories.test.ts checks the words against them.
import type { ImplementationScope } from './implementation-durations.js';

/** Cities by the ids of the locations page (locales/{en,ar}/locations.ts). */
export type ClientCity = 'riyadh' | 'jeddah' | 'dammam' | 'khobar' | 'dhahran' | 'jubail' | 'al-ahsa';

export type ClientSector =
  | 'manufacturing'
  | 'food-processing'
  | 'trading'
  | 'import-distribution'
  | 'food-distribution'
  | 'retail'
  | 'oil-gas-supply'
  | 'petrochemical-supply'
  | 'oilfield-services'
  | 'equipment-rental'
  | 'contracting'
  | 'logistics';

export type OdooApp =
  | 'accounting'
  | 'sales'
  | 'purchase'
  | 'inventory'
  | 'manufacturing'
  | 'quality'
  | 'point-of-sale'
  | 'rental'
  | 'maintenance'
  | 'fleet'
  | 'project'
  | 'timesheets'
  | 'payroll'
  | 'employees'
  | 'integrations';

export interface ClientFacts {
  sector: ClientSector;
  city: ClientCity;
  /** A told implementation: the apps it used and the scope its first phase was estimated at. */
  project?: { apps: readonly OdooApp[]; scope: ImplementationScope };
}

export const clients = {
  'building-materials': {
    sector: 'trading',
    city: 'riyadh',
    project: { apps: ['sales', 'purchase', 'inventory', 'accounting', 'point-of-sale'], scope: 'focused' },
  },
  'steel-fabrication': {
    sector: 'manufacturing',
    city: 'jubail',
    project: { apps: ['manufacturing', 'inventory', 'purchase', 'accounting', 'quality'], scope: 'manufacturing' },
  },
  'industrial-supplier': {
    sector: 'oil-gas-supply',
    city: 'dammam',
    project: { apps: ['sales', 'inventory', 'accounting', 'purchase', 'integrations'], scope: 'extended' },
  },
  'equipment-rental': {
    sector: 'equipment-rental',
    city: 'khobar',
    project: { apps: ['rental', 'inventory', 'maintenance', 'accounting', 'fleet'], scope: 'rental' },
  },
  'mep-contractor': {
    sector: 'contracting',
    city: 'jeddah',
    project: { apps: ['project', 'accounting', 'purchase', 'timesheets', 'payroll'], scope: 'contracting' },
  },
  'food-distribution': {
    sector: 'food-distribution',
    city: 'al-ahsa',
    project: { apps: ['sales', 'inventory', 'accounting', 'point-of-sale', 'employees'], scope: 'focused' },
  },
  logistics: { sector: 'logistics', city: 'dammam' },
  'home-goods-retail': { sector: 'retail', city: 'riyadh' },
  'petrochemical-supplier': { sector: 'petrochemical-supply', city: 'jubail' },
  'food-processing': { sector: 'food-processing', city: 'al-ahsa' },
  'import-distribution': { sector: 'import-distribution', city: 'jeddah' },
  'oilfield-services': { sector: 'oilfield-services', city: 'dhahran' },
} as const satisfies Record<string, ClientFacts>;

export type ClientId = keyof typeof clients;

/** The clients whose implementation the implementations page tells, in its order. */
export const caseStudyClients = [
  'steel-fabrication',
  'building-materials',
  'industrial-supplier',
  'equipment-rental',
  'mep-contractor',
  'food-distribution',
] as const satisfies readonly ClientId[];

/** The clients the home page lists, in its order. */
export const homeClientList = [
  'petrochemical-supplier',
  'building-materials',
  'equipment-rental',
  'food-processing',
  'mep-contractor',
  'import-distribution',
  'oilfield-services',
  'steel-fabrication',
] as const satisfies readonly ClientId[];

/** A case study's anchor on the implementations page: the client and its city. */
export const caseStudyId = (id: (typeof caseStudyClients)[number]) => `${id}-${clients[id].city}`;
