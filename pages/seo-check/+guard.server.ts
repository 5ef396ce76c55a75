// The SEO check is for signed-in owners: anyone else is sent to /admin (302; /ar/admin from the
// Arabic screen), where a visitor finds the sign-in form and a sales admin or viewer their inbox,
// which has no link here. A redirect rather than a 403 page: the bar shows such an admin no SEO link,
// so only an old bookmark or a typed address lands here, and the inbox is the useful place to go.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { roleCan } from '../../site/admin-roles.js';
import { localizePath } from '../../site/paths.js';

export async function guard(pageContext: PageContextServer): Promise<void> {
  const role = (await pageContext.signedInAdmin?.()) ? await pageContext.signedInRole?.() : null;
  if (!role || !roleCan(role, 'checkSeo')) throw redirect(localizePath('/admin', pageContext.locale));
}
