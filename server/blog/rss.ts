// RSS 2.0 for a language's articles: absolute links on SITE_URL, every text escaped.
import type { BlogCategory } from '../../site/blog-front-matter.js';
import type { Locale } from '../../site/languages.js';
import { localizePath } from '../../site/paths.js';
import type { IndexedArticle } from './article-index.js';

export interface FeedInfo {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  categoryLabel: (category: BlogCategory) => string;
  author: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

/** RFC 822 date (RSS 2.0) for a YYYY-MM-DD front-matter date, midnight Saudi time. */
const rfc822 = (date: string) => new Date(`${date}T00:00:00+03:00`).toUTCString();

export function renderRss(feed: FeedInfo, articles: IndexedArticle[]): string {
  const url = (path: string) => escapeXml(`${feed.siteUrl}${localizePath(path, feed.locale)}`);
  const lastUpdated = articles
    .map((a) => a.updated)
    .sort()
    .at(-1);
  const items = articles.map((a) =>
    [
      '    <item>',
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${url(`/blog/${a.slug}`)}</link>`,
      `      <guid isPermaLink="true">${url(`/blog/${a.slug}`)}</guid>`,
      `      <description>${escapeXml(a.description)}</description>`,
      `      <category>${escapeXml(feed.categoryLabel(a.category))}</category>`,
      `      <dc:creator>${escapeXml(feed.author)}</dc:creator>`,
      `      <pubDate>${rfc822(a.published)}</pubDate>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${url('/blog')}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${feed.locale === 'ar' ? 'ar-SA' : 'en-SA'}</language>`,
    `    <atom:link href="${url('/blog/rss.xml')}" rel="self" type="application/rss+xml"/>`,
    lastUpdated ? `    <lastBuildDate>${rfc822(lastUpdated)}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
