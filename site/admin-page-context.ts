// What the server hands every render for the admin screens, as lazy server-side functions on Vike's
// pageContext: only the admin pages call them (their guard and data hooks), so public pages never
// touch the session or the database, and nothing here is sent to the browser.
import type { AdminRole } from './admin-roles.js';
import type { SeoReport } from './seo-report.js';

declare global {
  namespace Vike {
    interface PageContext {
      /** The signed-in admin's username, or null. */
      signedInAdmin?: () => Promise<string | null>;
      /** The signed-in admin's role as the database says now, or null (same lookup as signedInAdmin). */
      signedInRole?: () => Promise<AdminRole | null>;
      /** The SEO check's report of every public page (built once per process). */
      seoReport?: () => Promise<SeoReport>;
      /** Setup mistakes the operator should fix (a missing or plain-HTTP SITE_URL in production). */
      deploymentWarnings?: readonly string[];
    }
  }
}

export {};
