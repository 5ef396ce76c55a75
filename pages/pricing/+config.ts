import type { Config } from 'vike/types';

// A page with parts that run in the browser (the estimator recomputes as the visitor types): its
// code is loaded there, and it marks its own static regions.
export default {
  interactive: true,
  meta: { Page: { env: { server: true, client: true } } },
} satisfies Config;
