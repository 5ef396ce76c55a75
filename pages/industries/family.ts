// The industries family: overview at /industries, one page per slug; words in locales/{en,ar}/industries.ts.
import { copyFor } from '../../locales/copy.js';
import type { Family } from '../_family/family.js';
import { type IndustrySlug, industrySlugs } from '../../site/slugs/industries.js';

export const industriesFamily: Family<IndustrySlug> = {
  base: '/industries',
  labelId: 'nav.industries',
  cardsHeadingId: 'family.industries.cards',
  relatedHeadingId: 'family.industries.related',
  slugs: industrySlugs,
  copy: (locale) => {
    const { industriesIndex, industries } = copyFor('industries', locale);
    return { index: industriesIndex, pages: industries };
  },
  cardTitleId: (slug) => `nav.industries.${slug}`,
  serviceType: 'Industry ERP solution based on Odoo',
};
