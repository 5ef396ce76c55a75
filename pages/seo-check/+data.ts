// The SEO check's report, for the admin the guard let in.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { AdminScreenData } from '../admin/admin-screens.js';
import type { PageData } from '../../site/page-context.js';
import type { SeoReport } from '../../site/seo-report.js';
import { markAdminScreen } from '../admin/admin-screen.js';
import { adminText } from '../admin/admin-text.js';

export async function data(
  pageContext: PageContextServer,
): Promise<PageData & AdminScreenData & { report: SeoReport }> {
  markAdminScreen(pageContext);
  const username = await pageContext.signedInAdmin?.();
  if (!username || !pageContext.seoReport) throw redirect('/admin');
  return {
    head: {
      title: adminText.meta.seoTitle,
      description: adminText.meta.seoDescription,
      noindex: true,
      plainOnly: true,
    },
    username,
    warnings: pageContext.deploymentWarnings ?? [],
    report: await pageContext.seoReport(),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
