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
import * as arOfferTerms from './ar/offer-terms.js';
import * as arPricing from './ar/pricing.js';
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
import * as enOfferTerms from './en/offer-terms.js';
import * as enPricing from './en/pricing.js';
import * as enPrivacy from './en/privacy.js';
import * as enResources from './en/resources.js';
import * as enServices from './en/services.js';
import * as enTrainingMaterials from './en/training-materials.js';
import * as enWebApps from './en/web-apps.js';
import type { CopyShapes, EnglishCopyShapes } from '../site/copy-shapes/families.js';
import type { Locale } from '../site/languages.js';

/**
 * One language's modules as the families' shapes say (site/copy-shapes/families.ts): a module that
 * is missing, lacks an export or exports one the shape does not name fails the type check here.
 */
type Exactly<Modules, Shapes> = Shapes &
  Record<Exclude<keyof Modules, keyof Shapes>, never> & {
    [F in keyof Shapes & keyof Modules]: Record<Exclude<keyof Modules[F], keyof Shapes[F]>, never>;
  };

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
  'offer-terms': enOfferTerms,
  pricing: enPricing,
  privacy: enPrivacy,
  resources: enResources,
  services: enServices,
  'training-materials': enTrainingMaterials,
  'web-apps': enWebApps,
};
en satisfies Exactly<typeof en, EnglishCopyShapes>;

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
  'offer-terms': arOfferTerms,
  pricing: arPricing,
  privacy: arPrivacy,
  resources: arResources,
  services: arServices,
  'training-materials': arTrainingMaterials,
  'web-apps': arWebApps,
};
ar satisfies Exactly<typeof ar, CopyShapes>;

interface CopiesByLocale {
  en: EnglishCopyShapes;
  ar: CopyShapes;
}
const copies: CopiesByLocale = { en, ar };

/** A page family: the file name of its copy module in locales/en/ and locales/ar/. */
export type CopyFamily = keyof CopyShapes;

/**
 * One language's copy module of a family, e.g. `copyFor('about', locale).aboutPage`. English has
 * the expert's naming besides; a `Locale` gives what both languages share.
 */
export function copyFor<F extends CopyFamily, L extends Locale>(family: F, locale: L): CopiesByLocale[L][F] {
  return copies[locale][family];
}
