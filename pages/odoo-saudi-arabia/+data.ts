// The ads landing page: no popup here; its own short form sits above the fold.
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';

export const data = (pageContext: PageContextServer) =>
  copyPageData(pageContext, copyFor('odoo-saudi-arabia', pageContext.locale).adsLandingPage, []);
export type Data = ReturnType<typeof data>;
