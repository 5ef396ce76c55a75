// GET /media/article-cards/{en|ar}/{slug}.png: each article's sharing card, drawn from its title in
// its language and the company's name from the site profile, so a renamed company or a retitled
// article never shares a stale picture. Each card is drawn once per process, on first request
// (about 50 ms), and then served from memory with a strong ETag.
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { translator } from '../../locales/messages.js';
import { articleCardPath } from '../../site/sharing-image.js';
import { localeList, type Locale } from '../../site/languages.js';
import type { SiteConfig } from '../../site/profile.js';
import { loadBlogIndex } from '../blog-index.js';
import { strictRouter } from '../http/strict-router.js';
import { articleCardPng } from './article-card.js';

interface Card {
  png: Buffer;
  etag: string;
}

export function articleCardRouter(site: SiteConfig): Router {
  const router = strictRouter();
  for (const locale of localeList) {
    const t = translator(locale);
    for (const article of loadBlogIndex(locale)) {
      let card: Promise<Card> | undefined;
      const draw = async (): Promise<Card> => {
        const png = await articleCardPng({
          direction: locale === 'ar' ? 'rtl' : 'ltr',
          title: article.title,
          category: t(`blog.category.${article.category}`),
          brand: site.name[locale],
          footer: `${t('common.partnerBadge')} · ${t('nav.blog')}`,
        });
        return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
      };
      router.get(articleCardPath(locale as Locale, article.slug), async (ctx) => {
        card ??= draw().catch((error: unknown) => {
          card = undefined;
          throw error;
        });
        const { png, etag } = await card;
        ctx.set('Cache-Control', 'public, max-age=86400');
        ctx.set('ETag', etag);
        if (ctx.get('If-None-Match') === etag) {
          ctx.status = 304;
          return;
        }
        ctx.type = 'image/png';
        ctx.body = png;
      });
    }
  }
  return router;
}
