// The home page declares its own head: title, description and keywords.
import type { PageContextServer } from 'vike/types';
import { translator } from '../../locales/messages.js';
import { officeJsonLd } from '../../site/structured-data/office.js';
import type { PageData } from '../../site/page-context.js';

export function data(pageContext: PageContextServer): PageData {
  const t = translator(pageContext.locale);
  return {
    head: {
      title: t('meta.home.title'),
      description: t('meta.home.description'),
      keywords: t('meta.home.keywords'),
      jsonLd: [officeJsonLd(pageContext.site, pageContext.locale)],
    },
  };
}
