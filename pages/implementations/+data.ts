import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';

export function data(pageContext: PageContextServer) {
  const { implementationsPage, caseStudies } = copyFor('implementations', pageContext.locale);
  return { ...copyPageData(pageContext, implementationsPage, []), cases: caseStudies };
}
export type Data = ReturnType<typeof data>;
