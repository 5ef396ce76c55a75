// Server-side access to the articles. Only +data.ts files import this, and Vike runs data hooks on
// the server, so article HTML reaches the browser only as the data of the page shown. Lists come
// from the build's one article index (vite-plugins/blog-index.ts), which the server's feeds and
// sitemap read too; an article's body comes from its compiled module.
import blogIndex from 'virtual:blog-index';
import type { Locale } from '../../site/languages.js';
import type { BlogCategory } from '../../site/blog-front-matter.js';
import type { ArticleMeta, ArticleModule } from '../../site/blog-article.js';

const modules = import.meta.glob<ArticleModule>('../../locales/*/blog/*.md', { eager: true });

const byKey = new Map(Object.values(modules).map((m) => [`${m.meta.locale}/${m.meta.slug}`, m]));

export function findArticle(locale: Locale, slug: string): ArticleModule | null {
  return byKey.get(`${locale}/${slug}`) ?? null;
}

/** The language's published articles, newest first. */
export function listArticles(locale: Locale, category?: BlogCategory | null): ArticleMeta[] {
  return blogIndex[locale].filter((meta) => !category || meta.category === category);
}
