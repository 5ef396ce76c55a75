// The custom-web-apps family: overview at /custom-web-apps, one page per slug; words in locales/{en,ar}/web-apps.ts.
import { webAppsIndex as arIndex, webApps as arPages } from '../../locales/ar/web-apps.js';
import { webAppsIndex as enIndex, webApps as enPages } from '../../locales/en/web-apps.js';
import type { Family } from '../_family/family.js';
import { type WebAppSlug, webAppSlugs } from '../../site/slugs/web-apps.js';

export const webAppsFamily: Family<WebAppSlug> = {
  base: '/custom-web-apps',
  labelId: 'nav.customWebApps',
  cardsHeadingId: 'family.webApps.cards',
  relatedHeadingId: 'family.webApps.related',
  slugs: webAppSlugs,
  copy: { en: { index: enIndex, pages: enPages }, ar: { index: arIndex, pages: arPages } },
  cardTitleId: (slug) => `nav.webApps.${slug}`,
  serviceType: 'Custom web application development',
};
