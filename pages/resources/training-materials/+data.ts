import type { PageContextServer } from 'vike/types';
import { trainingMaterialsPage as ar, trainingMaterials as arCourses } from '../../../locales/ar/training-materials.js';
import { copyPageData } from '../../../locales/copy-head.js';
import { trainingMaterialsPage as en, trainingMaterials as enCourses } from '../../../locales/en/training-materials.js';

export function data(pageContext: PageContextServer) {
  const isAr = pageContext.locale === 'ar';
  return { ...copyPageData(pageContext, isAr ? ar : en, [{ labelId: 'nav.resources', path: '/resources' }]), courses: isAr ? arCourses : enCourses };
}
export type Data = ReturnType<typeof data>;
