// Server side: renders the whole document, then leaves in the page context only what the browser
// needs to hydrate it: the messages its components show (client-messages.ts), with the admin's words
// on an admin screen and nowhere else, and, from the page's data, the head (without its structured
// data, which is in a static region) unless the page asks for all of its data in the browser (the
// admin screens), and of the company profile what hydrated components read.
import { renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { adminMessagesByLocale } from '../locales/admin-messages.js';
import { messagesByLocale } from '../locales/messages.js';
import { isAdminScreenPath } from '../site/admin-routes.js';
import { recordMessages } from './client-messages.js';
import { Document } from './Document.js';

// The pages at an admin screen's path (site/admin-routes.ts), not an error page shown there.
const isAdminScreen = (pageContext: PageContextServer) =>
  isAdminScreenPath(pageContext.logicalPath) && pageContext.is404 == null;

export function renderDocument(pageContext: PageContextServer): string {
  const allMessages = messagesByLocale[pageContext.locale];
  const adminMessages = isAdminScreen(pageContext) ? adminMessagesByLocale[pageContext.locale] : undefined;
  const recorder = recordMessages(allMessages, adminMessages);
  pageContext.allMessages = allMessages;
  const html = renderToString(<Document pageContext={pageContext} messages={recorder.messages} />);
  pageContext.messages = recorder.clientMessages();
  pageContext.data = browserData(pageContext);
  pageContext.site = browserSite(pageContext.site);
  return html;
}

// The company's terms and partnership are shown by static regions only (the footer, the services and
// about pages), so the browser is not sent them: a content page's context stays small.
const browserSite = (site: PageContextServer['site']): PageContextServer['site'] => ({
  ...site,
  partner: null,
  terms: null,
});

function browserData(pageContext: PageContextServer): PageContextServer['data'] {
  const { data } = pageContext;
  if (!data) return data;
  const head = data.head && { ...data.head };
  delete head?.jsonLd;
  return pageContext.config.dataInBrowser ? { ...data, head } : { head };
}
