// What every page receives besides Vike's own fields. `locale` comes from the URL (onBeforeRoute),
// `messages` and `site` from the server (onBeforeRender / renderPage), `formState` only when the
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
      /** The key of the page's no-JavaScript lead form (site/form-key.ts). */
      formKey?: string;
      data?: PageData;
    }
  }
}
