import type { PageContextServer } from 'vike/types';
import { clientStories as arStories, clientsPage as ar, testimonials as arTestimonials } from '../../locales/ar/clients.js';
import { copyPageData } from '../../locales/copy-head.js';
import { clientStories as enStories, clientsPage as en, testimonials as enTestimonials } from '../../locales/en/clients.js';

export function data(pageContext: PageContextServer) {
  const isAr = pageContext.locale === 'ar';
  return {
    ...copyPageData(pageContext, isAr ? ar : en, []),
    stories: isAr ? arStories : enStories,
    testimonials: isAr ? arTestimonials : enTestimonials,
  };
}
export type Data = ReturnType<typeof data>;
