import type { Config } from 'vike/types';

// A screen rendered in the browser from the page's data.
export default {
  dataInBrowser: true,
  meta: { Page: { env: { server: true, client: true } } },
} satisfies Config;
