// Every page family's copy, by language and then by the module's file name under locales/en/ and
// locales/ar/, so a page asks for its family's words in the request's language instead of importing
// both languages' modules and choosing between them.
// Server-side only: the registry holds every page's words in both languages, so only +data hooks
// (and the family definitions they use) import it; the browser gets one page's copy in its data.
import * as arAbout from './ar/about.js';
import * as arAiSolutions from './ar/ai-solutions.js';
import * as arCitiesMain from './ar/cities-main.js';
import * as arCitiesServices from './ar/cities-services.js';
import * as arClients from './ar/clients.js';
import * as arDownloads from './ar/downloads.js';
import * as arExpert from './ar/expert.js';
import * as arImplementations from './ar/implementations.js';
import * as arIndustries from './ar/industries.js';
import * as arLocations from './ar/locations.js';
import * as arOdooSaudiArabia from './ar/odoo-saudi-arabia.js';
import * as arPrivacy from './ar/privacy.js';
import * as arResources from './ar/resources.js';
import * as arServices from './ar/services.js';
import * as arTrainingMaterials from './ar/training-materials.js';
import * as arWebApps from './ar/web-apps.js';
import * as enAbout from './en/about.js';
import * as enAiSolutions from './en/ai-solutions.js';
import * as enCitiesMain from './en/cities-main.js';
import * as enCitiesServices from './en/cities-services.js';
import * as enClients from './en/clients.js';
import * as enDownloads from './en/downloads.js';
import * as enExpert from './en/expert.js';
import * as enImplementations from './en/implementations.js';
import * as enIndustries from './en/industries.js';
import * as enLocations from './en/locations.js';
import * as enOdooSaudiArabia from './en/odoo-saudi-arabia.js';
import * as enPrivacy from './en/privacy.js';
import * as enResources from './en/resources.js';
import * as enServices from './en/services.js';
import * as enTrainingMaterials from './en/training-materials.js';
import * as enWebApps from './en/web-apps.js';
import type { Locale } from '../site/languages.js';

const en = {
  about: enAbout,
  'ai-solutions': enAiSolutions,
  'cities-main': enCitiesMain,
  'cities-services': enCitiesServices,
  clients: enClients,
  downloads: enDownloads,
  expert: enExpert,
  implementations: enImplementations,
  industries: enIndustries,
  locations: enLocations,
  'odoo-saudi-arabia': enOdooSaudiArabia,
  privacy: enPrivacy,
  resources: enResources,
  services: enServices,
  'training-materials': enTrainingMaterials,
  'web-apps': enWebApps,
};

// `satisfies` fails the type check when a family is missing from one language or only in Arabic.
// Each module keeps its own type, so a language may export more (only English names the expert).
const ar = {
  about: arAbout,
  'ai-solutions': arAiSolutions,
  'cities-main': arCitiesMain,
  'cities-services': arCitiesServices,
  clients: arClients,
  downloads: arDownloads,
  expert: arExpert,
  implementations: arImplementations,
  industries: arIndustries,
  locations: arLocations,
  'odoo-saudi-arabia': arOdooSaudiArabia,
  privacy: arPrivacy,
  resources: arResources,
  services: arServices,
  'training-materials': arTrainingMaterials,
  'web-apps': arWebApps,
} satisfies Record<keyof typeof en, object>;

const copies = { en, ar } satisfies Record<Locale, object>;
type Copies = typeof copies;

/** A page family: the file name of its copy module in locales/en/ and locales/ar/. */
export type CopyFamily = keyof Copies[Locale];

/**
 * One language's copy module of a family, e.g. `copyFor('about', locale).aboutPage`. A literal
 * locale gives that language's own module type; a `Locale` gives either, so use only shared names.
 */
export function copyFor<F extends CopyFamily, L extends Locale>(family: F, locale: L): Copies[L][F] {
  return copies[locale][family];
}
