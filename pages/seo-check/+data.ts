// The SEO check needs an admin session; without one it redirects (302) to /admin. The report itself
// is computed by server/admin/pages.ts only for a signed-in admin.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { AdminScreenData } from '../admin/admin-screens.js';
import type { PageData } from '../../site/page-context.js';
import type { SeoReport } from '../../site/seo-report.js';
import { adminText } from '../admin/admin-text.js';

export function data(pageContext: PageContextServer): PageData & AdminScreenData & { report: SeoReport } {
  if (!pageContext.admin || !pageContext.seoReport) throw redirect('/admin');
  return {
    head: { title: adminText.meta.seoTitle, description: adminText.meta.seoDescription, noindex: true, plainOnly: true },
    username: pageContext.admin.username,
    report: pageContext.seoReport,
  };
}
export type Data = ReturnType<typeof data>;
