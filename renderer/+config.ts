import type { Config } from 'vike/types';

// Global Vike settings: server-rendered pages hydrated as a whole document, then client routing.
export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['locale', 'logicalPath', 'messages', 'site', 'formState'],
} satisfies Config;
