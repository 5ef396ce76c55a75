// The language alternates a page declares itself (its <link rel="alternate" hreflang> tags), read
// from its render, so GET /api/hreflang/{path} can never disagree with the page: blog aliases point
// at their article, an article written only in Arabic names only itself, the expert's page only
// English. Null when the path is not a page, or a page with no alternates (a screen that is not
// indexed, such as the admin's sign-in).
import { renderPage } from 'vike/server';
import type { SiteConfig } from '../../site/profile.js';
import { basePageContextInit, isPagePath } from './render.js';

export interface Alternate {
  lang: string;
  url: string;
}

const ALTERNATE_LINK = /<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g;
const decode = (text: string) => text.replace(/&amp;/g, '&');

export async function pageAlternates(site: SiteConfig, path: string): Promise<Alternate[] | null> {
  if (!isPagePath(path)) return null;
  const { httpResponse } = await renderPage(basePageContextInit(path, site));
  if (
    httpResponse?.statusCode !== 200 ||
    !httpResponse.headers.some(
      ([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'),
    )
  )
    return null;
  const alternates = [...httpResponse.body.matchAll(ALTERNATE_LINK)].map(([, lang, url]) => ({
    lang,
    url: decode(url),
  }));
  return alternates.length > 0 ? alternates : null;
}
