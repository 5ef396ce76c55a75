// Server side: the whole document as one React tree (see Document.tsx). Vike adds its scripts and
// the page context (trimmed by the render to what the browser needs) when it returns.
import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { renderDocument } from './render-document.js';
import { ensureRouteFacts } from './route-facts.js';

export function onRenderHtml(pageContext: PageContextServer) {
  ensureRouteFacts(pageContext);
  const html = renderDocument(pageContext);
  return {
    documentHtml: dangerouslySkipEscape(`<!DOCTYPE html>${html}`),
    injectFilter: keepFirstPaintFontPreloads(pageContext),
  };
}

// Vike preloads every font the stylesheet references (four faces). The first paint needs the page
// script's regular and bold faces (body text and headings); preloading both lets them arrive before
// the first paint, so text does not reflow (layout shift) when they swap in. The other script's
// faces load on demand.
function keepFirstPaintFontPreloads(pageContext: PageContextServer) {
  const prefix = pageContext.locale === 'ar' ? 'ibm-plex-sans-arabic-arabic-' : 'ibm-plex-sans-latin-';
  return (assets: Array<{ src: string; assetType: string | null; inject: false | string }>) => {
    for (const asset of assets) {
      if (asset.assetType !== 'font') continue;
      const file = asset.src.split('/').pop() ?? '';
      if (!file.startsWith(prefix)) asset.inject = false;
    }
  };
}
