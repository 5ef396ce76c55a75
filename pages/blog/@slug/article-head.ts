// An article's head: its own title and description, canonical on the primary path (so
// aliases point at it), Open Graph article times, BlogPosting and a Home › Blog › article trail.
import type { PageContextServer } from 'vike/types';
import { translator } from '../../../locales/messages.js';
import type { PageHead } from '../../../site/head-types.js';
import { isoTimestamp, type ArticleMeta } from '../../../site/blog-article.js';
import { breadcrumbJsonLd } from '../../../site/structured-data/breadcrumbs.js';
import { localizePath } from '../../../site/paths.js';
import { articleCardPath } from '../../../site/sharing-image.js';
import type { ResolvedArticle } from '../resolve-article.js';

export function articleHead(pageContext: PageContextServer, meta: ArticleMeta, resolved: ResolvedArticle): PageHead {
  const { locale, site } = pageContext;
  const t = translator(locale);
  const url = `${site.siteUrl}${localizePath(resolved.canonicalLogicalPath, locale)}`;
  const trail = [
    { name: t('common.home'), path: '/' },
    { name: t('nav.blog'), path: '/blog' },
    { name: meta.title, path: resolved.canonicalLogicalPath },
  ];
  const blogPosting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: meta.title,
    description: meta.description,
    datePublished: isoTimestamp(meta.published),
    dateModified: isoTimestamp(meta.updated),
    author: {
      '@type': 'Organization',
      name: site.blogAuthor[locale],
      url: `${site.siteUrl}${localizePath('/about', locale)}`,
    },
    publisher: {
      '@type': 'Organization',
      '@id': `${site.siteUrl}/#organization`,
      name: site.name[locale],
      logo: { '@type': 'ImageObject', url: `${site.siteUrl}/logo-512.png` },
    },
    image: `${site.siteUrl}${articleCardPath(locale, meta.slug)}`,
    inLanguage: locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: t(`blog.category.${meta.category}`),
    keywords: meta.keywords.join(', '),
    wordCount: meta.wordCount,
  };
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords.join(', '),
    ogType: 'article',
    article: {
      publishedTime: isoTimestamp(meta.published),
      modifiedTime: isoTimestamp(meta.updated),
      section: blogPosting.articleSection,
      tags: meta.keywords,
    },
    canonicalLogicalPath: resolved.canonicalLogicalPath,
    arabicOnly: resolved.arabicOnly || undefined,
    feed: { title: t('blog.feedTitle'), path: localizePath('/blog/rss.xml', locale) },
    image: { path: articleCardPath(locale, meta.slug), alt: meta.title },
    jsonLd: [breadcrumbJsonLd(site.siteUrl, locale, trail), blogPosting],
  };
}
