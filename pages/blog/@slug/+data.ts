// One article: primary paths and aliases resolve to a compiled article; anything else 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { formatArticleDate, readingMinutes } from '../../../site/blog-article.js';
import { findArticle } from '../articles.js';
import { resolveArticle } from '../resolve-article.js';
import { articleHead } from './article-head.js';

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const resolved = resolveArticle(pageContext.routeParams.slug ?? '', locale);
  const article = resolved ? findArticle(locale, resolved.fileSlug) : null;
  if (!resolved || !article) throw render(404);
  const { meta, headings, html } = article;
  return {
    head: articleHead(pageContext, meta, resolved),
    article: {
      title: meta.title,
      description: meta.description,
      category: meta.category,
      published: meta.published,
      updated: meta.updated,
      // Formatted here, on the server, so the browser's ICU data cannot differ at hydration.
      publishedLabel: formatArticleDate(meta.published, locale),
      updatedLabel: formatArticleDate(meta.updated, locale),
      readingMinutes: readingMinutes(meta.wordCount),
      toc: headings.filter((h) => h.depth === 2),
      html,
      canonicalPath: resolved.canonicalLogicalPath,
    },
  };
}
export type Data = ReturnType<typeof data>;
