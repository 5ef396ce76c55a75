import type { PageContextServer } from 'vike/types';
import type { LinkCard } from '../../components/content/LinkCards.js';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';
import { translator } from '../../locales/messages.js';

export function data(pageContext: PageContextServer) {
  const t = translator(pageContext.locale);
  const cards: LinkCard[] = [
    {
      href: '/resources/training-materials',
      title: t('nav.resources.training-materials'),
      text: t('resources.cards.training'),
    },
    { href: '/resources/downloads', title: t('nav.resources.downloads'), text: t('resources.cards.downloads') },
    { href: '/blog', title: t('nav.resources.blog'), text: t('resources.cards.blog') },
  ];
  return { ...copyPageData(pageContext, copyFor('resources', pageContext.locale).resourcesPage, []), cards };
}
export type Data = ReturnType<typeof data>;
