// Each city URL answers its own question. A city's general page does not title itself as the
// consultation or implementation service that the city has a page for, and no city page is mostly
// text another city page also carries (5-word shingles, blocks 8+ pages share left out). Its facts
// are the site's: a client it describes is in the city the client facts hold, and a duration it
// states is the estimate of site/implementation-durations.ts.
import { describe, expect, it } from 'vitest';
import { copyFor } from '../../locales/copy.js';
import { durationText } from '../../locales/implementation-durations.js';
import type { PageCopy } from '../../locales/page-copy.js';
import { cityFacts } from '../../pages/city/cities.js';
import { clients } from '../../site/client-stories.js';
import { implementationDurations } from '../../site/implementation-durations.js';
import { citySlugs } from '../../site/slugs/cities.js';
import { clientMentions } from '../support/client-mentions.js';
import { cityPageSimilarity } from '../support/city-text-similarity.js';
import { durationStatements } from '../support/duration-statements.js';
import { copyTexts } from '../support/site-text.js';

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

    const pageTexts = (slug: string) =>
      copyTexts(locale).filter(
        ({ where }) => where.includes(`.mainCities.${slug}.`) || where.includes(`.cityServicePages.${slug}.`),
      );

    it(`place a client they describe in the client's own city (${locale})`, () => {
      for (const slug of citySlugs) {
        for (const { client, sentence, cities } of clientMentions(locale, pageTexts(slug))) {
          const home = clients[client].city;
          // Named or not, the city of the story is the client's: a page tells only its own city's clients.
          expect(
            cities.every((city) => city === home),
            `${slug}: ${sentence}`,
          ).toBe(true);
          if (cities.length === 0) expect(home, `${slug}: ${sentence}`).toBe(cityFacts[slug].cityId);
        }
      }
    });

    it(`state the table's estimates, the Riyadh answer included (${locale})`, () => {
      for (const slug of citySlugs)
        for (const { text, range, scope } of durationStatements(locale, pageTexts(slug))) {
          if (scope === 'case-studies' || scope === 'odoo-span') continue;
          const { from, to, unit } = implementationDurations[scope];
          expect(range, `${slug}: ${text}`).toEqual({ from, to, unit });
        }
      const riyadh = pages['odoo-riyadh'].faqs.find(({ q }) => /how long|كم يستغرق/i.test(q));
      expect(riyadh?.a).toContain(durationText('focused', locale));
      expect(durationStatements(locale, [{ where: 'odoo-riyadh', text: riyadh!.a }])).toHaveLength(1);
    });
  }

  it('have a page in the city of every client the site describes', () => {
    const pageCities = new Set(citySlugs.map((slug) => cityFacts[slug].cityId));
    for (const [client, { city }] of Object.entries(clients)) expect(pageCities.has(city), client).toBe(true);
  });
});
