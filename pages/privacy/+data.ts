import type { PageContextServer } from 'vike/types';
import { privacyPage as ar } from '../../locales/ar/privacy.js';
import { headFromCopy } from '../../locales/copy-head.js';
import { privacyPage as en } from '../../locales/en/privacy.js';

export function data(pageContext: PageContextServer) {
  const copy = pageContext.locale === 'ar' ? ar : en;
  return { copy, head: headFromCopy(pageContext, copy, [{ labelId: 'footer.privacy', path: '/privacy' }]) };
}
export type Data = ReturnType<typeof data>;
