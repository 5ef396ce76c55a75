// GET /blog/rss.xml and /ar/blog/rss.xml. The articles cannot change without a deploy, so each
// feed is built once, at startup, from the same front matter the pages show.
import type Router from '@koa/router';
import { localeList, type Locale } from '../../site/languages.js';
import { translator } from '../../locales/messages.js';
import type { SiteConfig } from '../../site/profile.js';
import { localizePath } from '../../site/paths.js';
import { loadBlogIndex } from './article-index.js';
import { renderRss } from './rss.js';
import { strictRouter } from '../http/strict-router.js';
import type { AppParts } from '../app-parts.js';

function buildFeed(site: SiteConfig, locale: Locale): string {
  const t = translator(locale);
  return renderRss(
    {
      siteUrl: site.siteUrl,
      locale,
      title: t('blog.feedTitle'),
      description: t('blog.feedDescription'),
      categoryLabel: (category) => t(`blog.category.${category}`),
      author: site.blogAuthor[locale],
    },
    loadBlogIndex(locale),
  );
}

export function feedRouter({ config: { site } }: Pick<AppParts, 'config'>): Router {
  const router = strictRouter();
  for (const locale of localeList) {
    const xml = buildFeed(site, locale);
    router.get(localizePath('/blog/rss.xml', locale), (ctx) => {
      ctx.type = 'application/rss+xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = xml;
    });
  }
  return router;
}
