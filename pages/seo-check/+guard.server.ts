// The SEO check is for signed-in admins: anyone else is sent to the sign-in form (302 /admin, or
// /ar/admin from the Arabic screen).
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { localizePath } from '../../site/paths.js';

export async function guard(pageContext: PageContextServer): Promise<void> {
  if (!(await pageContext.signedInAdmin?.())) throw redirect(localizePath('/admin', pageContext.locale));
}
