// The home page declares its own head (title, description and keywords) and hands its static
// sections the client list and testimonials, whose cities come from the client facts.
import type { PageContextServer } from 'vike/types';
import { copyFor } from '../../locales/copy.js';
import { translator } from '../../locales/messages.js';
import { officeJsonLd } from '../../site/structured-data/office.js';
import type { PageData } from '../../site/page-context.js';

export function data(pageContext: PageContextServer) {
  const t = translator(pageContext.locale);
  const head: PageData['head'] = {
    title: t('meta.home.title'),
    description: t('meta.home.description'),
    keywords: t('meta.home.keywords'),
    jsonLd: [officeJsonLd(pageContext.site, pageContext.locale)],
  };
  const { homeClients, homeTestimonials } = copyFor('clients', pageContext.locale);
  return { head, clients: homeClients, testimonials: homeTestimonials };
}
export type Data = ReturnType<typeof data>;
