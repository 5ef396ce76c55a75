// What the server hands every render for the admin screens, as lazy server-side functions on Vike's
// pageContext: only the admin pages call them (their guard and data hooks), so public pages never
// touch the session or the database, and nothing here is sent to the browser.
import type { SeoReport } from './seo-report.js';

declare global {
  namespace Vike {
    interface PageContext {
      /** The signed-in admin's username, or null. */
      signedInAdmin?: () => Promise<string | null>;
      /** The SEO check's report of every public page (built once per process). */
      seoReport?: () => Promise<SeoReport>;
      /** Setup mistakes the operator should fix (a missing or plain-HTTP SITE_URL in production). */
      deploymentWarnings?: readonly string[];
    }
  }
}

export {};
