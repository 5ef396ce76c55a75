// A client-side navigation fetches the next page's context instead of its HTML. The browser does not
// render static regions, so the server renders the page here as it would for a first load and sends
// those regions' HTML, with the messages and data the page's other components need.
import type { PageContextServer } from 'vike/types';
import { renderDocument } from './render-document.js';
import { ensureRouteFacts } from './route-facts.js';
import { staticRegionsOf } from './static-regions.js';

export function onBeforeRender(pageContext: PageContextServer) {
  if (!pageContext.isClientSideNavigation) return;
  ensureRouteFacts(pageContext);
  pageContext.staticHtml = staticRegionsOf(renderDocument(pageContext));
}
