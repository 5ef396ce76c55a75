// The articles' front matter for server code that runs under tsx (the RSS feeds), read from the
// Markdown files with the same parser and zod schema the build uses (site/blog-front-matter.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '../site/languages.js';
import { arabicOnlySlugs, articleSlugs } from '../site/slugs/blog-articles.js';
import { readFrontMatter, type FrontMatter } from '../site/blog-front-matter.js';

export interface IndexedArticle extends FrontMatter {
  slug: string;
}

// From the project root, where the server runs, both as TypeScript and as the built bundle.
const blogDir = (locale: Locale) => `${resolve('locales', locale, 'blog')}/`;

/** Slugs published in a language: every primary article, plus the Arabic-only ones under /ar. */
export const publishedSlugs = (locale: Locale): string[] => (locale === 'ar' ? [...articleSlugs, ...arabicOnlySlugs] : [...articleSlugs]);

/** A language's articles newest first; throws at startup when a listed file is missing or invalid. */
export function loadBlogIndex(locale: Locale): IndexedArticle[] {
  return publishedSlugs(locale)
    .map((slug) => {
      const file = `${blogDir(locale)}${slug}.md`;
      return { slug, ...readFrontMatter(readFileSync(file, 'utf8'), file).frontMatter };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}
