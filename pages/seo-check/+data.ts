// The SEO check's report, for the owner the guard let in; anyone else goes to the sign-in screen in
// the language of the address.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { AdminScreenData } from '../admin/shared/screen-data.js';
import type { PageData } from '../../site/page-context.js';
import type { SeoReport } from '../../site/seo-report.js';
import { adminScreen } from '../admin/screens.js';
import { mayOpen } from '../admin/shared/audience.js';
import { localizePath } from '../../site/paths.js';
import { markAdminScreen } from '../admin/shared/admin-screen.js';
import { adminTranslator } from '../../locales/admin-messages.js';

export async function data(
  pageContext: PageContextServer,
): Promise<PageData & AdminScreenData & { report: SeoReport }> {
  markAdminScreen(pageContext);
  const username = await pageContext.signedInAdmin?.();
  const role = username ? ((await pageContext.signedInRole?.()) ?? null) : null;
  // The guard has already sent away anyone else; a second lock, as the API's routes have.
  if (
    !username ||
    !role ||
    mayOpen(adminScreen('seo').who, { signedIn: true, role }) !== true ||
    !pageContext.seoReport
  )
    throw redirect(localizePath('/admin', pageContext.locale));
  const t = adminTranslator(pageContext.locale);
  return {
    head: {
      title: t('admin.seo.head.title'),
      description: t('admin.seo.head.description'),
      noindex: true,
      plainOnly: true,
    },
    username,
    role,
    warnings: pageContext.deploymentWarnings ?? [],
    report: await pageContext.seoReport(),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
