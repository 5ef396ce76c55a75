// The banner over every admin screen while the server runs with a setup mistake.

/** The setup mistakes the server knows (server/config/config.ts words them for the operator's log). */
export type DeploymentWarningKind = 'site-url-missing' | 'site-url-not-https' | 'https-without-trusted-proxy';

/** One warning as the server sent it, and what kind it is when recognized. */
export interface DeploymentWarning {
  kind: DeploymentWarningKind | null;
  /** The SITE_URL the warning is about. */
  siteUrl: string;
  /** The server's own words, in English. */
  text: string;
}

export interface WarningsCopy {
  heading: string;
  detail: (warning: DeploymentWarning) => string;
}
