// One client, one city: wherever the site describes one of its clients (the home page's list and
// testimonials, the clients page, the case studies, any article or city page), the sentence names
// the city the client facts hold (site/client-stories.ts), in both languages.
import { describe, expect, it } from 'vitest';
import { copyFor } from '../../locales/copy.js';
import { cityNames as arCityNames } from '../../locales/ar/client-words.js';
import { cityNames as enCityNames } from '../../locales/en/client-words.js';
import { caseStudyClients, caseStudyId, clients, type ClientCity, type ClientId } from '../../site/client-stories.js';
import type { Locale } from '../../site/languages.js';
import { clientDescriptions, clientMentions } from '../support/client-mentions.js';

const cityNames: Record<Locale, Record<ClientCity, string>> = { en: enCityNames, ar: arCityNames };

describe('client stories', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`place each client in its one city wherever a sentence describes it (${locale})`, () => {
      const mentions = clientMentions(locale);
      // The home list, the clients page and the case studies all describe clients.
      expect(new Set(mentions.map((m) => m.client)).size).toBe(Object.keys(clients).length);
      for (const { client, where, sentence, cities } of mentions) {
        if (cities.length === 0) continue;
        expect(cities, `${where}: ${sentence}`).toEqual([clients[client].city]);
      }
    });

    it(`give the stories and case studies the city of the client they describe (${locale})`, () => {
      const { clientStories, testimonials, homeTestimonials } = copyFor('clients', locale);
      const { caseStudies } = copyFor('implementations', locale);
      const described = (text: string) =>
        (Object.entries(clientDescriptions[locale]) as Array<[ClientId, RegExp]>).find(([, p]) => p.test(text))?.[0];
      for (const story of clientStories) {
        const client = described(story.summary);
        expect(client, story.summary).toBeDefined();
        expect(story.city, story.summary).toBe(cityNames[locale][clients[client!].city]);
      }
      for (const { company } of [...testimonials, ...homeTestimonials]) {
        const client = described(company);
        expect(client, company).toBeDefined();
        expect(company).toContain(cityNames[locale][clients[client!].city]);
      }
      expect(caseStudies.map((c) => c.id)).toEqual(caseStudyClients.map(caseStudyId));
      caseStudies.forEach((study, i) => {
        const client = caseStudyClients[i];
        expect(described(study.title), study.title).toBe(client);
        expect(study.city).toBe(cityNames[locale][clients[client].city]);
      });
    });
  }

  it('name cities the locations page lists', () => {
    const served = new Set(copyFor('locations', 'en').regions.flatMap((r) => r.cities.map((c) => c.id)));
    for (const [client, facts] of Object.entries(clients)) expect(served.has(facts.city), client).toBe(true);
  });

  it('catch a client placed in another city', () => {
    const wrong = [{ where: 'home', text: 'Steel fabrication workshop · Dammam 2nd Industrial City' }];
    expect(clientMentions('en', wrong)[0].cities).toEqual(['dammam']);
    const wrongAr = [{ where: 'home', text: 'شركة تأجير معدات، الدمام' }];
    expect(clientMentions('ar', wrongAr)[0]).toMatchObject({ client: 'equipment-rental', cities: ['dammam'] });
  });
});
