import type { SeoCopy } from '../../../site/admin-copy/seo.js';
import { englishPlural } from '../../../site/admin-copy/plural.js';

export const seo: SeoCopy = {
  head: {
    title: 'Admin: SEO check',
    description: 'Title, description, canonical, hreflang, JSON-LD and h1 of every public page.',
  },
  heading: 'SEO check',
  intro: 'Every public page in English and Arabic, rendered on the server and checked as a crawler reads it.',
  summary: (pages, passed, failed) => `${pages} pages checked: ${passed} pass, ${failed} fail.`,
  generated: 'Checked at',
  failuresOnly: 'Show failures only',
  pass: 'Pass',
  fail: 'Fail',
  title: 'Title',
  description: 'Description',
  canonical: 'Canonical',
  hreflang: 'hreflang',
  reciprocal: 'reciprocal',
  notReciprocal: 'not reciprocal',
  jsonLd: 'JSON-LD',
  h1: 'h1 count',
  reasons: 'Why it fails',
  chars: (count) => englishPlural(count, { one: `${count} char`, other: `${count} chars` }),
  missing: 'missing',
  none: 'none',
  languages: { en: 'English', ar: 'Arabic' },
};
