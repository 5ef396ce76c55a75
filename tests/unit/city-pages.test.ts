// Each city URL answers its own question. A city's general page does not title itself as the
// consultation or implementation service that the city has a page for, and no city page is mostly
// text another city page also carries (5-word shingles, blocks 8+ pages share left out).
import { describe, expect, it } from 'vitest';
import { copyFor } from '../../locales/copy.js';
import type { PageCopy } from '../../locales/page-copy.js';
import { cityFacts } from '../../pages/city/cities.js';
import { citySlugs } from '../../site/slugs/cities.js';
import { cityPageSimilarity } from '../support/city-text-similarity.js';

const SERVICE_WORDS = {
  implementation: { en: /implementation/i, ar: /تنفيذ/ },
  consultation: { en: /consultation|consulting/i, ar: /استشار/ },
} as const;

describe('city pages', () => {
  for (const locale of ['en', 'ar'] as const) {
    const pages: Record<string, PageCopy> = {
      ...copyFor('cities-main', locale).mainCities,
      ...copyFor('cities-services', locale).cityServicePages,
    };

    it(`keep the service in the service page's title, not the city's general page (${locale})`, () => {
      for (const slug of citySlugs.filter((slug) => cityFacts[slug].offer === 'all')) {
        const { cityId } = cityFacts[slug];
        for (const offer of ['implementation', 'consultation'] as const) {
          const hasServicePage = citySlugs.some(
            (other) => cityFacts[other].cityId === cityId && cityFacts[other].offer === offer,
          );
          if (!hasServicePage) continue;
          expect(pages[slug].meta.title, `${slug} title`).not.toMatch(SERVICE_WORDS[offer][locale]);
          expect(pages[slug].h1, `${slug} h1`).not.toMatch(SERVICE_WORDS[offer][locale]);
        }
      }
    });

    it(`are each mostly their own text (${locale})`, () => {
      for (const page of cityPageSimilarity(locale)) {
        expect(page.ownShare, page.slug).toBeGreaterThanOrEqual(0.9);
        expect(page.closest.jaccard, page.slug).toBeLessThan(0.05);
      }
    });
  }
});
