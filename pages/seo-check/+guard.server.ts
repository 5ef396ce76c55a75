// The SEO check is for the admins its row in the screen table (pages/admin/screens.tsx) lets in,
// owners: anyone else is sent to /admin (302; /ar/admin from the Arabic screen), where a visitor
// finds the sign-in form and a sales admin or viewer their inbox, which has no link here. A redirect
// rather than a 403 page: the bar shows such an admin no SEO link, so only an old bookmark or a typed
// address lands here, and the inbox is the useful place to go.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { adminScreen } from '../admin/screens.js';
import { mayOpen } from '../admin/shared/audience.js';
import { localizePath } from '../../site/paths.js';

export async function guard(pageContext: PageContextServer): Promise<void> {
  const signedIn = Boolean(await pageContext.signedInAdmin?.());
  const role = signedIn ? ((await pageContext.signedInRole?.()) ?? null) : null;
  if (mayOpen(adminScreen('seo').who, { signedIn, role }) !== true)
    throw redirect(localizePath('/admin', pageContext.locale));
}
