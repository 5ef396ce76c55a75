import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';

export function data(pageContext: PageContextServer) {
  const { clientsPage, clientStories, testimonials } = copyFor('clients', pageContext.locale);
  return { ...copyPageData(pageContext, clientsPage, []), stories: clientStories, testimonials };
}
export type Data = ReturnType<typeof data>;
