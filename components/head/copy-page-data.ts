// A content page's data from its copy: the head (title, description, keywords, BreadcrumbList) and
// the visible breadcrumb trail, built from the same list so the two never disagree.
import type { PageContextServer } from 'vike/types';
import type { PageHead } from '../../site/head-types.js';
import { breadcrumbJsonLd } from '../../site/structured-data/breadcrumbs.js';
import type { MessageId } from '../../locales/message-ids.js';
import { translator } from '../../locales/messages.js';
import type { PageCopy } from '../../locales/page-copy.js';

export interface Crumb {
  name: string;
  /** Logical path; the component puts it in the page's language. */
  path: string;
}

/** Trail entries between Home and the page itself, e.g. [{ labelId: 'nav.services', path: '/services' }]. */
export type TrailSpec = Array<{ labelId: MessageId; path: string }>;

export function copyPageData(
  pageContext: PageContextServer,
  copy: PageCopy,
  trail: TrailSpec,
  extra: Partial<PageHead> = {},
) {
  const t = translator(pageContext.locale);
  const crumbs: Crumb[] = [
    { name: t('common.home'), path: '/' },
    ...trail.map((c) => ({ name: t(c.labelId), path: c.path })),
    { name: copy.h1, path: pageContext.logicalPath },
  ];
  const head: PageHead = {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords.join(', '),
    ...extra,
    jsonLd: [breadcrumbJsonLd(pageContext.site.siteUrl, pageContext.locale, crumbs), ...(extra.jsonLd ?? [])],
  };
  return { copy, crumbs, head };
}
export type CopyPageData = ReturnType<typeof copyPageData>;
