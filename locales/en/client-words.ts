// English words for the client facts in site/client-stories.ts: city, sector and app names, and
// each client's short description, so every page that names a client takes its city from the data.
import { clients, type ClientCity, type ClientId, type ClientSector, type OdooApp } from '../../site/client-stories.js';

export const cityNames: Record<ClientCity, string> = {
  riyadh: 'Riyadh',
  jeddah: 'Jeddah',
  dammam: 'Dammam',
  khobar: 'Khobar',
  dhahran: 'Dhahran',
  jubail: 'Jubail',
  'al-ahsa': 'Al-Ahsa',
};

export const sectorNames: Record<ClientSector, string> = {
  manufacturing: 'Manufacturing',
  'food-processing': 'Food processing',
  trading: 'Trading',
  'import-distribution': 'Import and distribution',
  'food-distribution': 'Food distribution',
  retail: 'Retail and e-commerce',
  'oil-gas-supply': 'Oil and gas supply',
  'petrochemical-supply': 'Petrochemical supply',
  'oilfield-services': 'Oilfield services',
  'equipment-rental': 'Equipment rental',
  contracting: 'Contracting',
  logistics: 'Logistics',
};

export const appNames: Record<OdooApp, string> = {
  accounting: 'Accounting',
  sales: 'Sales',
  purchase: 'Purchase',
  inventory: 'Inventory',
  manufacturing: 'Manufacturing',
  quality: 'Quality',
  'point-of-sale': 'Point of Sale',
  rental: 'Rental',
  maintenance: 'Maintenance',
  fleet: 'Fleet',
  project: 'Project',
  timesheets: 'Timesheets',
  payroll: 'Payroll',
  employees: 'Employees',
  integrations: 'Integrations',
};

/** Each client in a few words, as a list or a testimonial names it. */
export const clientLabels: Record<ClientId, string> = {
  'building-materials': 'Building materials trader',
  'steel-fabrication': 'Steel fabrication workshop',
  'industrial-supplier': 'Industrial supplier',
  'equipment-rental': 'Equipment rental firm',
  'mep-contractor': 'MEP contractor',
  'food-distribution': 'Food distributor',
  logistics: 'Transport and logistics company',
  'home-goods-retail': 'Home goods retailer',
  'petrochemical-supplier': 'Petrochemical supplier',
  'food-processing': 'Food processing plant',
  'import-distribution': 'Import and distribution group',
  'oilfield-services': 'Oilfield services firm',
};

/** The client's city, by name. */
export const cityOf = (id: ClientId): string => cityNames[clients[id].city];

/** "Equipment rental firm, Khobar": who said a testimonial. */
export const clientLine = (id: ClientId): string => `${clientLabels[id]}, ${cityOf(id)}`;
