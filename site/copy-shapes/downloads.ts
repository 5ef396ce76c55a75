// The downloads page's words (locales/{en,ar}/downloads.ts): the page and each document offered.
import type { PageCopy } from './page-copy.js';

export interface DownloadableDocument {
  id: string;
  /** Its path under public/, in the page's language. */
  file: string;
  title: string;
  summary: string;
  /** The file's format as a reader names it ("Text file (TXT)"). */
  format: string;
}

export interface DownloadsCopy {
  downloadsPage: PageCopy;
  downloads: DownloadableDocument[];
}
