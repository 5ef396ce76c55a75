// The blog index: the language's articles, the most recently updated first (the date each card
// shows), optionally one category
// (/blog?category=zatca, a plain link so it works without JavaScript; canonical stays /blog).
import type { PageContextServer } from 'vike/types';
import { translator } from '../../locales/messages.js';
import type { PageHead } from '../../site/head-types.js';
import { formatArticleDate, readingMinutes } from '../../site/blog-article.js';
import { blogCategories, type BlogCategory } from '../../site/blog-front-matter.js';
import { breadcrumbJsonLd } from '../../site/structured-data/breadcrumbs.js';
import { localizePath } from '../../site/paths.js';
import { listArticles } from './articles.js';

const asCategory = (value: unknown): BlogCategory | null =>
  (blogCategories as readonly unknown[]).includes(value) ? (value as BlogCategory) : null;

export function data(pageContext: PageContextServer) {
  const { locale, site } = pageContext;
  const t = translator(locale);
  const category = asCategory(pageContext.urlParsed.search.category);
  const all = listArticles(locale);
  const shown = (category ? all.filter((a) => a.category === category) : all).toSorted(
    (a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title),
  );
  const title = category ? t('blog.categoryTitle', { category: t(`blog.category.${category}`) }) : t('meta.blog.title');
  const head: PageHead = {
    title,
    description: t('meta.blog.description'),
    keywords: t('meta.blog.keywords'),
    feed: { title: t('blog.feedTitle'), path: localizePath('/blog/rss.xml', locale) },
    jsonLd: [
      breadcrumbJsonLd(site.siteUrl, locale, [
        { name: t('common.home'), path: '/' },
        { name: t('nav.blog'), path: '/blog' },
      ]),
    ],
  };
  return {
    head,
    activeCategory: category,
    // Only categories that have articles get a filter link.
    categories: blogCategories.filter((c) => all.some((a) => a.category === c)),
    articles: shown.map((a) => ({
      slug: a.slug,
      title: a.title,
      description: a.description,
      category: a.category,
      published: a.published,
      publishedLabel: formatArticleDate(a.published, locale),
      updated: a.updated,
      updatedLabel: formatArticleDate(a.updated, locale),
      readingMinutes: readingMinutes(a.wordCount),
    })),
  };
}
export type Data = ReturnType<typeof data>;
