// The services family: overview at /services, one page per slug; words in locales/{en,ar}/services.ts.
import { copyFor } from '../../locales/copy.js';
import type { Family } from '../_family/family.js';
import { type ServiceSlug, serviceSlugs } from '../../site/slugs/services.js';

export const servicesFamily: Family<ServiceSlug> = {
  base: '/services',
  labelId: 'nav.services',
  cardsHeadingId: 'family.services.cards',
  relatedHeadingId: 'family.services.related',
  slugs: serviceSlugs,
  copy: (locale) => {
    const { servicesIndex, services } = copyFor('services', locale);
    return { index: servicesIndex, pages: services };
  },
  cardTitleId: (slug) => `nav.services.${slug}`,
  serviceType: 'Odoo ERP consulting and implementation',
  // The footer links ZATCA to /services#zatca: the overview's fifth section is about ZATCA.
  indexSectionIds: { 4: 'zatca' },
  // Prices where a buyer looks for them; how we work with a client on the overview; the wave check
  // where e-invoicing is sold.
  extras: (slug) => {
    if (slug === null) return ['prices', 'engagement'];
    if (slug === 'odoo-implementation' || slug === 'odoo-consultation') return ['prices'];
    if (slug === 'zatca-e-invoicing') return ['wave-check'];
    return [];
  },
};
