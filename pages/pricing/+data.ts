// /pricing: the estimator, then how we estimate and the price ranges by project size. With answers
// in the address (/pricing?users=25&…) the server renders their estimate, so it needs no JavaScript
// and can be shared; such an address is rendered for each request and never cached, and its canonical
// is /pricing.
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';

export const data = (pageContext: PageContextServer) =>
  copyPageData(pageContext, copyFor('pricing', pageContext.locale).pricingPage, [], {
    canonicalLogicalPath: '/pricing',
  });
export type Data = ReturnType<typeof data>;
