// The SEO check screen (/schema-validation, /database) and its cards.
import type { Locale } from '../languages.js';

export interface SeoCopy {
  head: { title: string; description: string };
  heading: string;
  intro: string;
  summary: (pages: number, passed: number, failed: number) => string;
  generated: string;
  failuresOnly: string;
  pass: string;
  fail: string;
  title: string;
  description: string;
  canonical: string;
  hreflang: string;
  reciprocal: string;
  notReciprocal: string;
  jsonLd: string;
  h1: string;
  reasons: string;
  chars: (count: number) => string;
  missing: string;
  none: string;
  /** The language of the page checked. */
  languages: Record<Locale, string>;
}
