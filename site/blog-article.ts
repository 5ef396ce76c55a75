// The shape of a compiled article module (vite-plugins/blog-markdown.ts) and the few rules every
// view of an article shares: reading time and dates formatted for the page's language.
import { localeInfo, type Locale } from './languages.js';
import type { FrontMatter } from './blog-front-matter.js';

export interface ArticleHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface ArticleMeta extends FrontMatter {
  slug: string;
  locale: Locale;
  wordCount: number;
}

export interface ArticleModule {
  meta: ArticleMeta;
  headings: ArticleHeading[];
  html: string;
}

/** Newest first; ties by title, so the order is stable. */
export const newestFirst = (a: FrontMatter, b: FrontMatter) =>
  b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

const WORDS_PER_MINUTE = 200;
export const readingMinutes = (wordCount: number) => Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));

// English dates are written day first, as in the articles' text ("28 January 2025").
const DATE_TAGS: Record<Locale, string> = { en: 'en-GB', ar: localeInfo.ar.intlTag };

/** "2025-04-22" -> "22 April 2025" / "22 أبريل 2025" (Gregorian, Latin digits on Arabic pages). */
export function formatArticleDate(date: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(DATE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
    calendar: 'gregory',
  });
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A front-matter date as a full ISO timestamp (Saudi time) for Open Graph and JSON-LD. */
export const isoTimestamp = (date: string) => `${date}T00:00:00+03:00`;
