import type { Config } from 'vike/types';

// Global Vike settings: server-rendered pages hydrated as a whole document, then client routing.
export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['locale', 'logicalPath', 'messages', 'site', 'formState', 'formKey', 'staticHtml'],
  // A page may bring its own frame instead of the public Layout (the admin screens do, with +Frame.ts),
  // so the admin frame's code is only in the admin screens' bundles.
  meta: {
    Frame: { env: { server: true, client: true } },
    // A page with parts that run in the browser (a form, the hero video) is rendered in the browser
    // too and marks its own static regions; any other page is one static region as a whole.
    interactive: { env: { server: true, client: true } },
    // A page whose browser components read its data (the admin screens) gets all of it there;
    // others get only their head.
    dataInBrowser: { env: { server: true } },
  },
} satisfies Config;

declare global {
  namespace Vike {
    interface Config {
      Frame?: import('react').ComponentType<{ children: import('react').ReactNode }>;
      interactive?: boolean;
      dataInBrowser?: boolean;
    }
  }
}
