import type { Config } from 'vike/types';

// A screen rendered in the browser from the page's data.
export default {
  dataInBrowser: true,
  // The report renders and checks every page of the site, once per process (then it is cached): on a
  // busy machine that first run can outlast Vike's 30-second default, which would answer a 500.
  hooksTimeout: { data: { error: 180_000, warning: 30_000 } },
  meta: { Page: { env: { server: true, client: true } } },
} satisfies Config;
