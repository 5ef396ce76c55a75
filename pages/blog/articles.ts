// Server-side access to the compiled articles. Only +data.ts files import this, and Vike runs data
// hooks on the server, so article HTML reaches the browser only as the data of the page shown.
import type { Locale } from '../../site/languages.js';
import type { BlogCategory } from '../../site/blog-front-matter.js';
import type { ArticleMeta, ArticleModule } from '../../site/blog-article.js';

const modules = import.meta.glob<ArticleModule>('../../locales/*/blog/*.md', { eager: true });

const byKey = new Map(Object.values(modules).map((m) => [`${m.meta.locale}/${m.meta.slug}`, m]));

export function findArticle(locale: Locale, slug: string): ArticleModule | null {
  return byKey.get(`${locale}/${slug}`) ?? null;
}

/** The language's articles, newest first (ties by title so the order is stable). */
export function listArticles(locale: Locale, category?: BlogCategory | null): ArticleMeta[] {
  return [...byKey.values()]
    .map((m) => m.meta)
    .filter((meta) => meta.locale === locale && (!category || meta.category === category))
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}
