// The shape of one content page's words, in one language. Every page family (services, cities,
// industries, web apps, AI solutions, company pages) keeps a record of these per locale under
// locales/en/ and locales/ar/; one template per family renders them. Keeping the shape identical
// across families lets the parity and length tests treat every page the same way.
export interface PageSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PageCopy {
  meta: {
    /** <title>, unique within its language, ideally 30 to 65 characters. */
    title: string;
    /** meta description, 50 to 160 characters. */
    description: string;
    keywords: string[];
  };
  /** The page's single h1. */
  h1: string;
  /** One or two sentences under the h1. */
  lead: string;
  /** Words of the lead that name another page, and that page's logical path: they become its link. */
  leadLink?: { text: string; href: string };
  sections: PageSection[];
  steps?: { heading: string; items: Array<{ title: string; text: string }> };
  deliverables?: { heading: string; items: string[] };
  faqs: Array<{ q: string; a: string }>;
  cta: { heading: string; text: string; button: string };
}
