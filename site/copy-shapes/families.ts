// What each page family's copy module exports, in either language: the module of that name under
// locales/en/ and locales/ar/ must export exactly these (locales/copy.ts checks both), so a field
// or a page missing from one language, or found in one only, fails the type check.
import type { AiSolutionSlug } from '../slugs/ai-solutions.js';
import type { CityServiceSlug, MainCitySlug } from '../slugs/cities.js';
import type { IndustrySlug } from '../slugs/industries.js';
import type { ServiceSlug } from '../slugs/services.js';
import type { WebAppSlug } from '../slugs/web-apps.js';
import type { ClientsCopy } from './clients.js';
import type { DownloadsCopy } from './downloads.js';
import type { EnglishExpertCopy, ExpertCopy } from './expert.js';
import type { ImplementationsCopy } from './implementations.js';
import type { LocationsCopy } from './locations.js';
import type { PageCopy } from './page-copy.js';
import type { TrainingMaterialsCopy } from './training-materials.js';

export interface CopyShapes {
  about: { aboutPage: PageCopy };
  'ai-solutions': { aiSolutionsIndex: PageCopy; aiSolutions: Record<AiSolutionSlug, PageCopy> };
  'cities-main': { mainCities: Record<MainCitySlug, PageCopy> };
  'cities-services': { cityServicePages: Record<CityServiceSlug, PageCopy> };
  clients: ClientsCopy;
  downloads: DownloadsCopy;
  expert: ExpertCopy;
  implementations: ImplementationsCopy;
  industries: { industriesIndex: PageCopy; industries: Record<IndustrySlug, PageCopy> };
  locations: LocationsCopy;
  'odoo-saudi-arabia': { adsLandingPage: PageCopy };
  'offer-terms': { offerTermsPage: PageCopy };
  pricing: { pricingPage: PageCopy };
  privacy: { privacyPage: PageCopy };
  resources: { resourcesPage: PageCopy };
  services: { servicesIndex: PageCopy; services: Record<ServiceSlug, PageCopy> };
  'training-materials': TrainingMaterialsCopy;
  'web-apps': { webAppsIndex: PageCopy; webApps: Record<WebAppSlug, PageCopy> };
}

/** English has the words around the expert's name besides (the expert's page is English only). */
export interface EnglishCopyShapes extends CopyShapes {
  expert: EnglishExpertCopy;
}
