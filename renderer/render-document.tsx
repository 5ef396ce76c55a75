// Server side: renders the whole document, then leaves in the page context only what the browser
// needs to hydrate it: the messages its components show (client-messages.ts) and, from the page's
// data, the head (without its structured data, which is in a static region) unless the page asks
// for all of its data in the browser (the admin screens).
import { renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { toWire } from '../locales/wire-messages.js';
import { recordMessages } from './client-messages.js';
import { Document } from './Document.js';

export function renderDocument(pageContext: PageContextServer): string {
  const allMessages = pageContext.allMessages ?? pageContext.messages;
  const recorder = recordMessages(allMessages);
  pageContext.allMessages = allMessages;
  pageContext.messages = recorder.messages;
  const html = renderToString(<Document pageContext={pageContext} />);
  // In wire form until the browser's onRenderClient restores it, before anything reads it.
  pageContext.messages = toWire(recorder.clientMessages()) as unknown as typeof allMessages;
  pageContext.data = browserData(pageContext);
  return html;
}

function browserData(pageContext: PageContextServer): PageContextServer['data'] {
  const { data } = pageContext;
  if (!data) return data;
  const head = data.head && { ...data.head };
  delete head?.jsonLd;
  return pageContext.config.dataInBrowser ? { ...data, head } : { head };
}
