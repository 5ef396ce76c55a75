import type { PageContextServer } from 'vike/types';
import { caseStudies as arCases, implementationsPage as ar } from '../../locales/ar/implementations.js';
import { copyPageData } from '../../locales/copy-head.js';
import { caseStudies as enCases, implementationsPage as en } from '../../locales/en/implementations.js';

export function data(pageContext: PageContextServer) {
  const isAr = pageContext.locale === 'ar';
  return { ...copyPageData(pageContext, isAr ? ar : en, []), cases: isAr ? arCases : enCases };
}
export type Data = ReturnType<typeof data>;
