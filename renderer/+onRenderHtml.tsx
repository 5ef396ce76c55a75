// Server side: the whole document as one React tree (see Document.tsx). Vike adds its scripts,
// with the request's CSP nonce, when it returns.
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Document } from './Document.js';

export function onRenderHtml(pageContext: PageContextServer) {
  const html = renderToString(<Document pageContext={pageContext} />);
  return { documentHtml: dangerouslySkipEscape(`<!DOCTYPE html>${html}`), injectFilter: keepOneFontPreload(pageContext) };
}

// Vike preloads every font the stylesheet references (six faces); only the regular face of the
// page's script is needed for the first paint, the others load on demand.
function keepOneFontPreload(pageContext: PageContextServer) {
  const wanted = pageContext.locale === 'ar' ? 'arabic-400-normal' : 'latin-400-normal';
  return (assets: Array<{ src: string; assetType: string | null; inject: false | string }>) => {
    for (const asset of assets) {
      if (asset.assetType === 'font' && !(asset.src.includes(wanted) && !asset.src.includes(pageContext.locale === 'ar' ? 'sans-latin' : 'arabic'))) asset.inject = false;
    }
  };
}
