import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../locales/copy-head.js';
import { privacyPage as ar } from '../../locales/ar/privacy.js';
import { privacyPage as en } from '../../locales/en/privacy.js';

export function data(pageContext: PageContextServer) {
  return copyPageData(pageContext, pageContext.locale === 'ar' ? ar : en, []);
}
export type Data = ReturnType<typeof data>;
