// The articles' index for the server (RSS feeds, sitemap, sharing cards): the file the build
// writes beside Vike's server build (vite-plugins/blog-index.ts), the same index the blog pages
// list from. Read once at start, so the server needs its build output and not the Markdown.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ArticleMeta } from '../../site/blog-article.js';
import type { Locale } from '../../site/languages.js';
import { buildDir } from '../config/build-dir.js';

export type IndexedArticle = ArticleMeta;

let index: Record<Locale, ArticleMeta[]> | undefined;

/** A language's published articles, newest first. */
export function loadBlogIndex(locale: Locale): IndexedArticle[] {
  index ??= JSON.parse(readFileSync(resolve(buildDir, 'server', 'blog-index.json'), 'utf8')) as Record<
    Locale,
    ArticleMeta[]
  >;
  return index[locale];
}
