import type { Config } from 'vike/types';

// Global Vike settings: server-rendered pages hydrated as a whole document, then client routing.
export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Pages are rendered by the server only (each is one static region, components/Static.tsx), so
  // their code stays out of the browser; the layout around them still hydrates.
  clientHooks: true,
  passToClient: ['locale', 'logicalPath', 'messages', 'site', 'formState', 'staticHtml'],
  // A page may bring its own frame instead of the public Layout (the admin screens do, with +Frame.ts),
  // so the admin frame's code is only in the admin screens' bundles.
  meta: {
    Page: { env: { server: true, client: false } },
    Frame: { env: { server: true, client: true } },
    // A page with parts that run in the browser (a form, the hero video) is rendered in the browser
    // too (its +config.ts brings Page back to the client) and marks its own static regions.
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
