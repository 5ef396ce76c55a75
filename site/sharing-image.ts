// Sharing images (Open Graph, BlogPosting.image): every one is 1200 × 630, the size the large link
// previews use. The site's brand card is served at /og-image.png (drawn by
// server/media/sharing-image/brand-card.ts); each article has its own card, one PNG per article and
// language.
import type { Locale } from './languages.js';

export const SHARING_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const DEFAULT_SHARING_IMAGE_PATH = '/og-image.png';

export const articleCardPath = (locale: Locale, slug: string) => `/media/article-cards/${locale}/${slug}.png`;
