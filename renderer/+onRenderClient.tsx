// Browser side: hydrate the server's document once, then re-render it on each client navigation.
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { afterNavigation } from './after-navigation.js';
import { Document } from './Document.js';
import { ensureRouteFacts } from './route-facts.js';
import { fromWire } from '../locales/wire-messages.js';

let root: Root | undefined;

export function onRenderClient(pageContext: PageContextClient) {
  ensureRouteFacts(pageContext);
  const messages = fromWire(pageContext.messages);
  const document_ = <Document pageContext={pageContext} messages={messages} />;
  if (!root || pageContext.isHydration) {
    // Hydrating inside a transition lets React work in short slices and yield to the browser, so a
    // slow phone can still scroll and tap while the page becomes interactive (low TBT).
    startTransition(() => {
      root = hydrateRoot(document, document_);
    });
  } else {
    root.render(document_);
  }
  afterNavigation(pageContext, messages);
}
