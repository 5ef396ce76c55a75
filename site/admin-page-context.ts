// The admin screens' fields on Vike's pageContext: set per request by server/admin/pages.ts, read by
// the admin pages' +data hooks (which pass what the browser needs on as pageContext.data).
import type { SeoReport } from './seo-report.js';

declare global {
  namespace Vike {
    interface PageContext {
      /** The signed-in admin, on admin screens only (null: nobody signed in). */
      admin?: { username: string } | null;
      /** The SEO check's report, computed only for a signed-in admin on /schema-validation or /database. */
      seoReport?: SeoReport;
    }
  }
}

export {};
