// A content page's head from its copy: title, description, keywords and a breadcrumb trail.
import type { PageContextServer } from 'vike/types';
import type { PageHead } from '../renderer/head-types.js';
import { breadcrumbJsonLd } from '../shared/breadcrumbs.js';
import { translator } from './messages.js';
import type { PageCopy } from './page-copy.js';

export function headFromCopy(
  pageContext: PageContextServer,
  copy: PageCopy,
  trail: Array<{ labelId: string; path: string }>,
  extra: Partial<PageHead> = {},
): PageHead {
  const t = translator(pageContext.locale);
  const crumbs = [{ name: t('common.home'), path: '/' }, ...trail.map((c) => ({ name: t(c.labelId), path: c.path }))];
  crumbs[crumbs.length - 1] = { name: copy.h1, path: pageContext.logicalPath };
  return {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords.join(', '),
    ...extra,
    jsonLd: [breadcrumbJsonLd(pageContext.site.siteUrl, pageContext.locale, crumbs), ...(extra.jsonLd ?? [])],
  };
}
