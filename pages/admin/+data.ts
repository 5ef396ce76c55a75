// /admin: the sign-in form or the inbox, depending on the session. A signed-in view starts the SEO
// report in the background for an admin who may open the SEO check, so its link answers without the
// first build's wait.
import type { PageContextServer } from 'vike/types';
import type { AdminScreenData } from './shared/screen-data.js';
import type { PageData } from '../../site/page-context.js';
import { markAdminScreen } from './shared/admin-screen.js';
import { WELCOME_PARAM } from '../../site/admin-routes.js';
import { adminTranslator } from '../../locales/admin-messages.js';
import { adminScreen } from './screens.js';
import { mayOpen } from './shared/audience.js';

export async function data(pageContext: PageContextServer): Promise<PageData & AdminScreenData> {
  markAdminScreen(pageContext);
  // A one-time link's token is in this address: no page it links to may see it in a Referer.
  if (pageContext.urlParsed.search[WELCOME_PARAM] !== undefined)
    pageContext.headersResponse.set('Referrer-Policy', 'no-referrer');
  const username = (await pageContext.signedInAdmin?.()) ?? null;
  const role = username ? ((await pageContext.signedInRole?.()) ?? null) : null;
  if (mayOpen(adminScreen('seo').who, { signedIn: Boolean(username), role }))
    void pageContext.seoReport?.().catch(() => undefined);
  const t = adminTranslator(pageContext.locale);
  return {
    head: {
      title: t('admin.inbox.head.title'),
      description: t('admin.inbox.head.description'),
      noindex: true,
      plainOnly: true,
    },
    username,
    role,
    warnings: username ? (pageContext.deploymentWarnings ?? []) : [],
  };
}
