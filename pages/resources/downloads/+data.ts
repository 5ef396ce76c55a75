import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../../components/head/copy-page-data.js';
import { copyFor } from '../../../locales/copy.js';

export function data(pageContext: PageContextServer) {
  const { downloadsPage, downloads } = copyFor('downloads', pageContext.locale);
  return {
    ...copyPageData(pageContext, downloadsPage, [{ labelId: 'nav.resources', path: '/resources' }]),
    files: downloads,
  };
}
export type Data = ReturnType<typeof data>;
