import type { PageContextServer } from 'vike/types';
import { downloadsPage as ar, downloads as arFiles } from '../../../locales/ar/downloads.js';
import { copyPageData } from '../../../locales/copy-head.js';
import { downloadsPage as en, downloads as enFiles } from '../../../locales/en/downloads.js';

export function data(pageContext: PageContextServer) {
  const isAr = pageContext.locale === 'ar';
  return { ...copyPageData(pageContext, isAr ? ar : en, [{ labelId: 'nav.resources', path: '/resources' }]), files: isAr ? arFiles : enFiles };
}
export type Data = ReturnType<typeof data>;
