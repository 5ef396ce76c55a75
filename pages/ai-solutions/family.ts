// The ai-solutions family: overview at /ai-solutions, one page per slug; words in locales/{en,ar}/ai-solutions.ts.
import { aiSolutionsIndex as arIndex, aiSolutions as arPages } from '../../locales/ar/ai-solutions.js';
import { aiSolutionsIndex as enIndex, aiSolutions as enPages } from '../../locales/en/ai-solutions.js';
import type { Family } from '../_family/family.js';
import { type AiSolutionSlug, aiSolutionSlugs } from '../../site/slugs/ai-solutions.js';

export const aiSolutionsFamily: Family<AiSolutionSlug> = {
  base: '/ai-solutions',
  labelId: 'nav.aiSolutions',
  cardsHeadingId: 'family.ai.cards',
  relatedHeadingId: 'family.ai.related',
  slugs: aiSolutionSlugs,
  copy: { en: { index: enIndex, pages: enPages }, ar: { index: arIndex, pages: arPages } },
  cardTitleId: (slug) => `nav.ai.${slug}`,
  serviceType: 'AI solution development and integration',
};
