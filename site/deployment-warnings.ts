// The setup mistakes the server warns about on every admin screen (server/config/config.ts words them
// for the operator's log, in English), as the admin screens read them.
export type DeploymentWarningKind =
  | 'site-url-missing'
  | 'site-url-not-https'
  | 'https-without-trusted-proxy'
  | 'placeholder-profile'
  | 'old-commercial-registration';

/** One warning as the server sent it, and what kind it is when recognized. */
export interface DeploymentWarning {
  kind: DeploymentWarningKind | null;
  /** What the warning is about: the SITE_URL, or the commercial registration number; '' for none. */
  siteUrl: string;
  /** The server's own words, in English. */
  text: string;
}
