// What every page receives besides Vike's own fields. `locale` comes from the URL (onBeforeRoute),
// `site` from the server (renderPage), `messages` from the server's render (only those the
// browser's components show), `formState` only when the no-JavaScript contact form is re-rendered
// with errors.
import type { Locale } from './languages.js';
import type { CompiledMessages, WireMessages } from './message-catalogue.js';
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
      /** What the browser's components show, in the form it travels in: set by the server's render
       * (renderer/render-document.tsx), so a server hook before it has none yet. */
      messages?: WireMessages;
      site: SiteConfig;
      formState?: FormState;
      data?: PageData;
      /** On a client-side navigation only: the HTML of the page's static regions (components/Static.tsx),
       * which the browser never renders itself. On a first load that HTML is already in the document. */
      staticHtml?: Record<string, string>;
      /** Server only: the language's whole catalogue, for static regions (which the browser never
       * renders), while the render records what the other components look up. */
      allMessages?: CompiledMessages;
    }
    interface PageContextClient {
      /** Always sent with the page (renderer/+config.ts, passToClient). */
      messages: WireMessages;
    }
  }
}
