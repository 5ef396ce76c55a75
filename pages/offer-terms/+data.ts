// /offer-terms: the terms of the saving the lead popup offers, linked from the popup.
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';

export const data = (pageContext: PageContextServer) =>
  copyPageData(pageContext, copyFor('offer-terms', pageContext.locale).offerTermsPage, []);
export type Data = ReturnType<typeof data>;
