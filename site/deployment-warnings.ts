// The setup mistakes the server warns about on every admin screen (server/config/config.ts words them
// for the operator's log, in English), as the admin screens read them.
export type DeploymentWarningKind = 'site-url-missing' | 'site-url-not-https' | 'https-without-trusted-proxy';

/** One warning as the server sent it, and what kind it is when recognized. */
export interface DeploymentWarning {
  kind: DeploymentWarningKind | null;
  /** The SITE_URL the warning is about. */
  siteUrl: string;
  /** The server's own words, in English. */
  text: string;
}
