// /admin: the sign-in form or the inbox, depending on the session the server saw.
import type { PageContextServer } from 'vike/types';
import type { AdminScreenData } from './admin-screens.js';
import type { PageData } from '../../site/page-context.js';
import { adminText } from './admin-text.js';

export function data(pageContext: PageContextServer): PageData & AdminScreenData {
  return {
    head: { title: adminText.meta.adminTitle, description: adminText.meta.adminDescription, noindex: true, plainOnly: true },
    username: pageContext.admin?.username ?? null,
  };
}
