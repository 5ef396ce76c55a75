// The shape of one content page's words is a contract of the site (site/copy-shapes/page-copy.ts),
// where the shape of each family's copy module is built from it; the copy modules and the
// components that render them read it from here.
export type { PageCopy, PageSection } from '../site/copy-shapes/page-copy.js';
