// Which article a /blog/{slug} request shows and which path is its canonical: a primary
// shows itself; an alias shows its primary with the primary's canonical; the Arabic-only article
// exists under /ar only. Anything else is not an article (the page answers 404).
import type { Locale } from '../../site/languages.js';
import {
  arabicOnlySlugs,
  articleAliases,
  articleSlugs,
  integrationAliasPattern,
  integrationAliasTarget,
} from '../../site/slugs/blog-articles.js';

export interface ResolvedArticle {
  /** The file to show: locales/{locale}/blog/{fileSlug}.md */
  fileSlug: string;
  /** The logical path whose canonical and hreflang the page carries. */
  canonicalLogicalPath: string;
  arabicOnly: boolean;
}

const isIn = (list: readonly string[], slug: string) => list.includes(slug);

export function resolveArticle(slug: string, locale: Locale): ResolvedArticle | null {
  const primary = (fileSlug: string, arabicOnly = false) => ({
    fileSlug,
    canonicalLogicalPath: `/blog/${fileSlug}`,
    arabicOnly,
  });
  if (locale === 'ar' && isIn(arabicOnlySlugs, slug)) return primary(slug, true);
  if (isIn(articleSlugs, slug)) return primary(slug);
  const target = articleAliases[slug] ?? (integrationAliasPattern.test(slug) ? integrationAliasTarget : undefined);
  return target ? primary(target) : null;
}
