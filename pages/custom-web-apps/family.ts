// The custom-web-apps family: overview at /custom-web-apps, one page per slug; words in locales/{en,ar}/web-apps.ts.
import { copyFor } from '../../locales/copy.js';
import type { Family } from '../_family/family.js';
import { type WebAppSlug, webAppSlugs } from '../../site/slugs/web-apps.js';

export const webAppsFamily: Family<WebAppSlug> = {
  base: '/custom-web-apps',
  labelId: 'nav.customWebApps',
  cardsHeadingId: 'family.webApps.cards',
  relatedHeadingId: 'family.webApps.related',
  slugs: webAppSlugs,
  copy: (locale) => {
    const { webAppsIndex, webApps } = copyFor('web-apps', locale);
    return { index: webAppsIndex, pages: webApps };
  },
  cardTitleId: (slug) => `nav.webApps.${slug}`,
  serviceType: 'Custom web application development',
};
