// The ai-solutions family: overview at /ai-solutions, one page per slug; words in locales/{en,ar}/ai-solutions.ts.
import { copyFor } from '../../locales/copy.js';
import type { Family } from '../_family/family.js';
import { type AiSolutionSlug, aiSolutionSlugs } from '../../site/slugs/ai-solutions.js';

export const aiSolutionsFamily: Family<AiSolutionSlug> = {
  base: '/ai-solutions',
  labelId: 'nav.aiSolutions',
  cardsHeadingId: 'family.ai.cards',
  relatedHeadingId: 'family.ai.related',
  slugs: aiSolutionSlugs,
  copy: (locale) => {
    const { aiSolutionsIndex, aiSolutions } = copyFor('ai-solutions', locale);
    return { index: aiSolutionsIndex, pages: aiSolutions };
  },
  cardTitleId: (slug) => `nav.ai.${slug}`,
  serviceType: 'AI solution development and integration',
};
