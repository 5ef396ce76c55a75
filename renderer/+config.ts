import type { Config } from 'vike/types';

// Global Vike settings: server-rendered pages hydrated as a whole document, then client routing.
export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['locale', 'logicalPath', 'messages', 'site', 'formState', 'formKey'],
  // A page may bring its own frame instead of the public Layout (the admin screens do, with +Frame.ts),
  // so the admin frame's code is only in the admin screens' bundles.
  meta: { Frame: { env: { server: true, client: true } } },
} satisfies Config;

declare global {
  namespace Vike {
    interface Config {
      Frame?: import('react').ComponentType<{ children: import('react').ReactNode }>;
    }
  }
}
