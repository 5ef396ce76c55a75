import type { PageContextServer } from 'vike/types';
import { translator } from '../../locales/messages.js';
import type { PageData } from '../../site/page-context.js';
import { breadcrumbJsonLd } from '../../site/structured-data/breadcrumbs.js';
import { officeJsonLd } from '../../site/structured-data/office.js';

export function data(pageContext: PageContextServer): PageData {
  const t = translator(pageContext.locale);
  const trail = [
    { name: t('common.home'), path: '/' },
    { name: t('nav.contact'), path: '/contact' },
  ];
  return {
    head: {
      title: t('contact.meta.title'),
      description: t('contact.meta.description'),
      keywords: t('contact.meta.keywords'),
      jsonLd: [
        breadcrumbJsonLd(pageContext.site.siteUrl, pageContext.locale, trail),
        officeJsonLd(pageContext.site, pageContext.locale),
      ],
    },
  };
}
