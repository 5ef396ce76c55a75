// What every page receives besides Vike's own fields. `locale` comes from the URL (onBeforeRoute),
// `messages` and `site` from the server (renderPage; the browser gets only the messages its
// components show), `formState` only when the
// no-JavaScript contact form is re-rendered with errors.
import type { Locale } from './languages.js';
import type { PageHead } from './head-types.js';
import type { SiteConfig } from './profile.js';

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** Every page's +data returns at least its head; families add their rows. */
export interface PageData {
  head?: PageHead;
}

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale;
      /** The path without its /ar prefix: what routes match against. */
      logicalPath: string;
      messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
      site: SiteConfig;
      formState?: FormState;
      data?: PageData;
      /** On a client-side navigation only: the HTML of the page's static regions (components/Static.tsx),
       * which the browser never renders itself. On a first load that HTML is already in the document. */
      staticHtml?: Record<string, string>;
      /** Server only: the whole catalogue, for static regions, while `messages` records what the
       * browser's components show. */
      allMessages?: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
    }
  }
}
