// Every public page's logical path, language-neutral. The hreflang API answers for these; the
// sitemap, the link crawl and the SEO check walk them. Each page family registers its paths here.
import { aiSolutionSlugs } from './slugs/ai-solutions.js';
import { citySlugs } from './slugs/cities.js';
import { webAppSlugs } from './slugs/web-apps.js';
import { industrySlugs } from './slugs/industries.js';
import { serviceSlugs } from './slugs/services.js';
import { blogLogicalPaths } from './blog-paths.js';

export const companyPaths = [
  '/',
  '/about',
  '/clients',
  '/locations',
  '/implementations',
  '/contact',
  '/privacy',
  '/resources',
  '/resources/training-materials',
  '/resources/downloads',
  '/odoo-saudi-arabia',
  '/pricing',
  '/offer-terms',
] as const;

const family = (base: string, slugs: readonly string[]) => [base, ...slugs.map((slug) => `${base}/${slug}`)];

/** Pages that exist in English and, under /ar, in Arabic. */
export function publicLogicalPaths(): string[] {
  return [
    ...companyPaths,
    ...family('/services', serviceSlugs),
    ...family('/industries', industrySlugs),
    ...family('/custom-web-apps', webAppSlugs),
    ...family('/ai-solutions', aiSolutionSlugs),
    ...citySlugs.map((slug) => `/${slug}`),
    ...blogLogicalPaths(),
  ];
}

export function isPublicLogicalPath(path: string): boolean {
  return publicLogicalPaths().includes(path);
}
