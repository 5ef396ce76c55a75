// The SEO check is for signed-in admins: anyone else is sent to the sign-in form (302 /admin).
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export async function guard(pageContext: PageContextServer): Promise<void> {
  if (!(await pageContext.signedInAdmin?.())) throw redirect('/admin');
}
