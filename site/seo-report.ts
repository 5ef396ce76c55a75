// The SEO check's report: one row per public page and language, shared by the checker
// (server/seo/) and the screen that shows it.
import type { Locale } from './languages.js';

export interface JsonLdFinding {
  type: string;
  /** Required properties this type lacks (empty when complete or when we know no rules for it). */
  missing: string[];
}

export interface SeoRow {
  path: string;
  locale: Locale;
  status: number;
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** hreflang code -> URL, as the page declares them. */
  hreflang: Record<string, string>;
  /** Every alternate points to a page whose own alternates point back here. */
  reciprocal: boolean;
  jsonLd: JsonLdFinding[];
  h1Count: number;
  pass: boolean;
  reasons: string[];
}

export interface SeoReport {
  generatedAt: string;
  rows: SeoRow[];
  summary: { pages: number; passed: number; failed: number };
}
