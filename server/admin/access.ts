// What the admin screens may ask of the server during a render: who is signed in and their role
// (asked at most once per request) and the SEO report. Handed to every render as lazy functions; public pages never
// call them, so they cost nothing there.
import type { DataSource } from 'typeorm';
import type { SiteConfig } from '../../site/profile.js';
import { currentAdminAccount, type SignedInAdmin } from '../sessions/session.js';
import type { AdminAccess } from '../render/render.js';
import { cachedSeoReport } from '../seo/report.js';

export function adminAccessFor(db: DataSource, site: SiteConfig, deploymentWarnings: readonly string[]): AdminAccess {
  return (ctx) => {
    let admin: Promise<SignedInAdmin | null> | undefined;
    const account = () => (admin ??= currentAdminAccount(ctx, db));
    return {
      signedInAdmin: async () => (await account())?.username ?? null,
      signedInRole: async () => (await account())?.role ?? null,
      seoReport: () => cachedSeoReport(site),
      deploymentWarnings,
    };
  };
}
