// Every content page's copy in both languages, by the path it renders on, for the copy tests.
import * as arAbout from '../../locales/ar/about.js';
import * as arAi from '../../locales/ar/ai-solutions.js';
import * as arCities from '../../locales/ar/cities-main.js';
import * as arCityServices from '../../locales/ar/cities-services.js';
import * as arClients from '../../locales/ar/clients.js';
import * as arDownloads from '../../locales/ar/downloads.js';
import * as arExpert from '../../locales/ar/expert.js';
import * as arImpl from '../../locales/ar/implementations.js';
import * as arIndustries from '../../locales/ar/industries.js';
import * as arLocations from '../../locales/ar/locations.js';
import * as arLanding from '../../locales/ar/odoo-saudi-arabia.js';
import * as arPrivacy from '../../locales/ar/privacy.js';
import * as arResources from '../../locales/ar/resources.js';
import * as arServices from '../../locales/ar/services.js';
import * as arTraining from '../../locales/ar/training-materials.js';
import * as arWebApps from '../../locales/ar/web-apps.js';
import * as enAbout from '../../locales/en/about.js';
import * as enAi from '../../locales/en/ai-solutions.js';
import * as enCities from '../../locales/en/cities-main.js';
import * as enCityServices from '../../locales/en/cities-services.js';
import * as enClients from '../../locales/en/clients.js';
import * as enDownloads from '../../locales/en/downloads.js';
import * as enExpert from '../../locales/en/expert.js';
import * as enImpl from '../../locales/en/implementations.js';
import * as enIndustries from '../../locales/en/industries.js';
import * as enLocations from '../../locales/en/locations.js';
import * as enLanding from '../../locales/en/odoo-saudi-arabia.js';
import * as enPrivacy from '../../locales/en/privacy.js';
import * as enResources from '../../locales/en/resources.js';
import * as enServices from '../../locales/en/services.js';
import * as enTraining from '../../locales/en/training-materials.js';
import * as enWebApps from '../../locales/en/web-apps.js';
import type { PageCopy } from '../../locales/page-copy.js';

type Pair = { en: PageCopy; ar: PageCopy };

const family = (base: string, en: Record<string, PageCopy>, ar: Record<string, PageCopy>): Array<[string, Pair]> =>
  Object.keys({ ...en, ...ar }).map((slug) => [`${base}/${slug}`, { en: en[slug], ar: ar[slug] }]);

export const pageCopies: Array<[string, Pair]> = [
  ['/about', { en: enAbout.aboutPage, ar: arAbout.aboutPage }],
  ['/clients', { en: enClients.clientsPage, ar: arClients.clientsPage }],
  ['/locations', { en: enLocations.locationsPage, ar: arLocations.locationsPage }],
  ['/implementations', { en: enImpl.implementationsPage, ar: arImpl.implementationsPage }],
  ['/privacy', { en: enPrivacy.privacyPage, ar: arPrivacy.privacyPage }],
  ['/resources', { en: enResources.resourcesPage, ar: arResources.resourcesPage }],
  ['/resources/training-materials', { en: enTraining.trainingMaterialsPage, ar: arTraining.trainingMaterialsPage }],
  ['/resources/downloads', { en: enDownloads.downloadsPage, ar: arDownloads.downloadsPage }],
  ['/odoo-saudi-arabia', { en: enLanding.adsLandingPage, ar: arLanding.adsLandingPage }],
  ['/expert', { en: enExpert.expertPage, ar: arExpert.expertPage }],
  ['/services', { en: enServices.servicesIndex, ar: arServices.servicesIndex }],
  ...family('/services', enServices.services, arServices.services),
  ['/industries', { en: enIndustries.industriesIndex, ar: arIndustries.industriesIndex }],
  ...family('/industries', enIndustries.industries, arIndustries.industries),
  ['/custom-web-apps', { en: enWebApps.webAppsIndex, ar: arWebApps.webAppsIndex }],
  ...family('/custom-web-apps', enWebApps.webApps, arWebApps.webApps),
  ['/ai-solutions', { en: enAi.aiSolutionsIndex, ar: arAi.aiSolutionsIndex }],
  ...family('/ai-solutions', enAi.aiSolutions, arAi.aiSolutions),
  ...family(
    '',
    { ...enCities.mainCities, ...enCityServices.cityServicePages },
    { ...arCities.mainCities, ...arCityServices.cityServicePages },
  ),
];

/** Every visible string of a page's copy (not its meta), in reading order. */
export function copyText(copy: PageCopy): string[] {
  return [
    copy.h1,
    copy.lead,
    ...copy.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
    ...(copy.steps ? [copy.steps.heading, ...copy.steps.items.flatMap((i) => [i.title, i.text])] : []),
    ...(copy.deliverables ? [copy.deliverables.heading, ...copy.deliverables.items] : []),
    ...copy.faqs.flatMap((f) => [f.q, f.a]),
    copy.cta.heading,
    copy.cta.text,
    copy.cta.button,
  ];
}

export const wordCount = (texts: string[]) =>
  texts
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
