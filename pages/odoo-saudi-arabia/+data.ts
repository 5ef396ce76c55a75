// The ads landing page: no popup here; its own short form sits above the fold.
import type { PageContextServer } from 'vike/types';
import { adsLandingPage as ar } from '../../locales/ar/odoo-saudi-arabia.js';
import { copyPageData } from '../../locales/copy-head.js';
import { adsLandingPage as en } from '../../locales/en/odoo-saudi-arabia.js';

export const data = (pageContext: PageContextServer) => copyPageData(pageContext, pageContext.locale === 'ar' ? ar : en, []);
export type Data = ReturnType<typeof data>;
