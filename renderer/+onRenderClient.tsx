// Browser side: hydrate the server's document once, then re-render it on each client navigation.
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { afterNavigation } from './after-navigation.js';
import { Document } from './Document.js';

let root: Root | undefined;

export function onRenderClient(pageContext: PageContextClient) {
  const document_ = <Document pageContext={pageContext} />;
  if (!root || pageContext.isHydration) {
    root = hydrateRoot(document, document_);
  } else {
    root.render(document_);
  }
  afterNavigation(pageContext);
}
