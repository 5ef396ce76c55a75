import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../locales/copy-head.js';
import { copyFor } from '../../locales/copy.js';

export function data(pageContext: PageContextServer) {
  return copyPageData(pageContext, copyFor('privacy', pageContext.locale).privacyPage, []);
}
export type Data = ReturnType<typeof data>;
