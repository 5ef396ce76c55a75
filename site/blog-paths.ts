// The blog's public paths (/blog and one per primary article; aliases are not listed because they
// carry the primary's canonical). Plain data only: server code imports this under tsx.
import { arabicOnlySlugs, articleSlugs } from './slugs/blog-articles.js';

/** Paths that exist in English and, under /ar, in Arabic. */
export function blogLogicalPaths(): string[] {
  return ['/blog', ...articleSlugs.map((slug) => `/blog/${slug}`)];
}

/** Logical paths of Arabic-only articles: list them under /ar only (no English alternate). */
export function arabicOnlyBlogPaths(): string[] {
  return arabicOnlySlugs.map((slug) => `/blog/${slug}`);
}
