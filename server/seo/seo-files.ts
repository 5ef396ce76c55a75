// /sitemap.xml and /robots.txt. The sitemap lists every public page in both languages,
// each entry naming its alternates (en, ar, x-default) so crawlers pair the two versions, and, where
// a page has a real update date (an article, and a blog index through its newest article), when it
// last changed. Other pages carry no date rather than an invented one.
import type Router from '@koa/router';
import { expertPath, type SiteConfig } from '../../site/profile.js';
import { arabicOnlyBlogPaths } from '../../site/blog-paths.js';
import { localizePath } from '../../site/paths.js';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { loadBlogIndex } from '../blog/article-index.js';
import { strictRouter } from '../http/strict-router.js';
import type { AppParts } from '../app-parts.js';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

export interface SitemapEntry {
  loc: string;
  alternates: Array<{ lang: string; href: string }>;
}

export function sitemapEntries(site: SiteConfig): SitemapEntry[] {
  const url = (path: string) => `${site.siteUrl}${path}`;
  const bilingual = publicLogicalPaths().flatMap((path) => {
    const alternates = [
      { lang: 'en', href: url(path) },
      { lang: 'ar', href: url(localizePath(path, 'ar')) },
      { lang: 'x-default', href: url(path) },
    ];
    return [
      { loc: url(path), alternates },
      { loc: url(localizePath(path, 'ar')), alternates },
    ];
  });
  const expert = url(expertPath(site));
  const plainOnly = [
    {
      loc: expert,
      alternates: [
        { lang: 'en', href: expert },
        { lang: 'x-default', href: expert },
      ],
    },
  ];
  const arabicOnly = arabicOnlyBlogPaths().map((path) => {
    const loc = url(localizePath(path, 'ar'));
    return {
      loc,
      alternates: [
        { lang: 'ar', href: loc },
        { lang: 'x-default', href: loc },
      ],
    };
  });
  return [...bilingual, ...plainOnly, ...arabicOnly];
}

/** Each article's and each blog index's last update (YYYY-MM-DD), by logical path and language. */
export function blogUpdateDates(): Map<string, string> {
  const dates = new Map<string, string>();
  for (const locale of ['en', 'ar'] as const) {
    const articles = loadBlogIndex(locale);
    for (const article of articles) dates.set(localizePath(`/blog/${article.slug}`, locale), article.updated);
    dates.set(
      localizePath('/blog', locale),
      articles
        .map((article) => article.updated)
        .sort()
        .at(-1)!,
    );
  }
  return dates;
}

function sitemapXml(entries: SitemapEntry[], siteUrl: string, updates: Map<string, string>): string {
  const urls = entries.map((entry) => {
    const lastmod = updates.get(entry.loc.slice(siteUrl.length) || '/');
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${entry.alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`)
      .join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function seoFilesRouter({ config: { site } }: Pick<AppParts, 'config'>): Router {
  const router = strictRouter();
  const updates = blogUpdateDates();
  router.get('/sitemap.xml', (ctx) => {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = sitemapXml(sitemapEntries(site), site.siteUrl, updates);
  });
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /database',
      'Disallow: /schema-validation',
      'Disallow: /api/',
      '',
      `Sitemap: ${site.siteUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });
  return router;
}
