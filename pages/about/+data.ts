// /about: the company's story, plus the way to the Riyadh expert and to the proof pages.
import type { PageContextServer } from 'vike/types';
import type { LinkCard } from '../../components/content/LinkCards.js';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';
import { translator } from '../../locales/messages.js';
import { expertPath } from '../../site/profile.js';

export function data(pageContext: PageContextServer) {
  const { locale, site } = pageContext;
  const t = translator(locale);
  const cards: LinkCard[] = [
    {
      href: expertPath(site),
      plain: true,
      title: t('expert.cardTitle', { name: site.expert.name[locale] }),
      text: t('expert.cardText'),
    },
    { href: '/clients', title: t('nav.clients'), text: t('about.cards.clients') },
    { href: '/implementations', title: t('about.cards.implementationsTitle'), text: t('about.cards.implementations') },
    { href: '/locations', title: t('locations.breadcrumb'), text: t('about.cards.locations') },
  ];
  return { ...copyPageData(pageContext, copyFor('about', locale).aboutPage, []), cards };
}
export type Data = ReturnType<typeof data>;
