import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../../components/head/copy-page-data.js';
import { copyFor } from '../../../locales/copy.js';

export function data(pageContext: PageContextServer) {
  const { trainingMaterialsPage, trainingMaterials } = copyFor('training-materials', pageContext.locale);
  return {
    ...copyPageData(pageContext, trainingMaterialsPage, [{ labelId: 'nav.resources', path: '/resources' }]),
    courses: trainingMaterials,
  };
}
export type Data = ReturnType<typeof data>;
