// The implementations page's words (locales/{en,ar}/implementations.ts): the page and its case
// studies.
import type { PageCopy } from './page-copy.js';

export interface CaseStudy {
  id: string;
  title: string;
  sector: string;
  city: string;
  /** The Odoo apps the project used, by their names. */
  modules: string[];
  challenge: string;
  solution: string;
  result: string;
}

export interface ImplementationsCopy {
  implementationsPage: PageCopy;
  caseStudies: CaseStudy[];
}
