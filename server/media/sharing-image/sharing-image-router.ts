// The sharing images, drawn from the site profile and the pages' own words, so a renamed company or
// a retitled article never shares a stale picture: GET /og-image.png, the site's card, and
// GET /media/article-cards/{en|ar}/{slug}.png, each article's card in its language. Each is drawn
// once per process, on first request (about 50 ms), then served from memory with a strong ETag.
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { translator } from '../../../locales/messages.js';
import { articleCardPath, DEFAULT_SHARING_IMAGE_PATH } from '../../../site/sharing-image.js';
import { localeList, type Locale } from '../../../site/languages.js';
import { loadBlogIndex } from '../../blog/article-index.js';
import { strictRouter } from '../../http/strict-router.js';
import { articleCardPng } from './article-card.js';
import { brandCardPng } from './brand-card.js';
import type { AppParts } from '../../app-parts.js';

interface Card {
  png: Buffer;
  etag: string;
}

// Drawn on first request; a failed drawing is tried again by the next one.
function servedOnce(draw: () => Promise<Buffer>): Middleware {
  let card: Promise<Card> | undefined;
  return async (ctx) => {
    card ??= draw()
      .then((png) => ({ png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` }))
      .catch((error: unknown) => {
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
  };
}

export function sharingImageRouter({ config: { site } }: Pick<AppParts, 'config'>): Router {
  const router = strictRouter();
  const en = translator('en');
  const ar = translator('ar');
  router.get(
    DEFAULT_SHARING_IMAGE_PATH,
    servedOnce(() =>
      brandCardPng({
        headline: { en: en('sharing.headline'), ar: ar('sharing.headline') },
        footer: `${site.name.en} · ${en('sharing.tagline')} · ${site.postalAddress.locality.en}`,
      }),
    ),
  );
  for (const locale of localeList) {
    const t = translator(locale);
    for (const article of loadBlogIndex(locale)) {
      router.get(
        articleCardPath(locale as Locale, article.slug),
        servedOnce(() =>
          articleCardPng({
            direction: locale === 'ar' ? 'rtl' : 'ltr',
            title: article.title,
            category: t(`blog.category.${article.category}`),
            brand: site.name[locale],
            footer: `${t('common.partnerBadge')} · ${t('nav.blog')}`,
          }),
        ),
      );
    }
  }
  return router;
}
