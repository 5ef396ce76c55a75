// Fallback metadata: the home page's title and description, for a page that declares none of its
// own. Every page of the site declares its head; this keeps a forgotten one presentable.
import type { PageHead } from './head-types.js';

type Translate = (id: 'meta.home.title' | 'meta.home.description' | 'meta.home.keywords') => string;

export function fallbackHead(t: Translate): PageHead {
  return { title: t('meta.home.title'), description: t('meta.home.description'), keywords: t('meta.home.keywords') };
}
