// The page a lead names as where it was sent from is kept only when it is a page of this site: a
// public page in English or its Arabic twin, an Arabic-only article, or the expert profile. The
// notification email and the webhook then only ever link to a real page. A well-formed path that
// names no page (the popup also opens on the not-found page) is not a reason to lose the lead: it
// is stored without a page.
import { arabicOnlyBlogPaths } from '../../site/blog-paths.js';
import { localizePath } from '../../site/paths.js';
import { expertPath, type SiteConfig } from '../../site/profile.js';
import { publicLogicalPaths } from '../../site/public-routes.js';

export type LeadPageOf = (pagePath: string | undefined) => string | undefined;

const bySite = new WeakMap<object, LeadPageOf>();

/** The check for one site profile, made once per profile (the forms ask it on every post). */
export function leadPageOf(site: Pick<SiteConfig, 'expert'>): LeadPageOf {
  let pageOf = bySite.get(site);
  if (!pageOf) bySite.set(site, (pageOf = pageCheckOf(site)));
  return pageOf;
}

function pageCheckOf(site: Pick<SiteConfig, 'expert'>): LeadPageOf {
  const pages = new Set([
    ...publicLogicalPaths().flatMap((path) => [path, localizePath(path, 'ar')]),
    ...arabicOnlyBlogPaths().map((path) => localizePath(path, 'ar')),
    expertPath(site),
  ]);
  return (pagePath) => (pagePath !== undefined && pages.has(pagePath) ? pagePath : undefined);
}
