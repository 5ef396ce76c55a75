// Old and campaign paths that answer 301 from the server, in both languages.
import { renamedArticleSlugs } from './slugs/blog-articles.js';

const plainRedirects: Record<string, string> = {
  '/resources/training-videos': '/resources/training-materials',
  '/ads/odoo-dammam': '/odoo-saudi-arabia',
  '/ads/odoo-saudi-arabia': '/odoo-saudi-arabia',
  // The page's address keeps its old spelling; the correct spelling of the city leads to it.
  '/odoo-implementation-in-dhahran': '/odoo-implementation-in-dharan',
  ...Object.fromEntries(Object.entries(renamedArticleSlugs).map(([from, to]) => [`/blog/${from}`, `/blog/${to}`])),
};

export const redirects: ReadonlyMap<string, string> = new Map(
  Object.entries(plainRedirects).flatMap(([from, to]) => [
    [from, to],
    [`/ar${from}`, `/ar${to}`],
  ]),
);
