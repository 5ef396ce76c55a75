// The industries family: overview at /industries, one page per slug; words in locales/{en,ar}/industries.ts.
import { industriesIndex as arIndex, industries as arPages } from '../../locales/ar/industries.js';
import { industriesIndex as enIndex, industries as enPages } from '../../locales/en/industries.js';
import type { Family } from '../_family/family.js';
import { type IndustrySlug, industrySlugs } from '../../site/slugs/industries.js';

export const industriesFamily: Family<IndustrySlug> = {
  base: '/industries',
  labelId: 'nav.industries',
  cardsHeadingId: 'family.industries.cards',
  relatedHeadingId: 'family.industries.related',
  slugs: industrySlugs,
  copy: { en: { index: enIndex, pages: enPages }, ar: { index: arIndex, pages: arPages } },
  cardTitleId: (slug) => `nav.industries.${slug}`,
  serviceType: 'Industry ERP solution based on Odoo',
};
