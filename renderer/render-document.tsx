// Server side: renders the whole document, then leaves in the page context only what the browser
// needs to hydrate it: the messages its components show (client-messages.ts) and, from the page's
// data, the head (without its structured data, which is in a static region) unless the page asks
// for all of its data in the browser (the admin screens).
import { renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { messagesByLocale } from '../locales/messages.js';
import { recordMessages } from './client-messages.js';
import { Document } from './Document.js';

export function renderDocument(pageContext: PageContextServer): string {
  const allMessages = messagesByLocale[pageContext.locale];
  const recorder = recordMessages(allMessages);
  pageContext.allMessages = allMessages;
  const html = renderToString(<Document pageContext={pageContext} messages={recorder.messages} />);
  pageContext.messages = recorder.clientMessages();
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
