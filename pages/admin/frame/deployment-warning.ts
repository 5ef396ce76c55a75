// The server sends its setup warnings as the sentences it prints for the operator, in English. Each
// kind starts its own way and names the SITE_URL concerned, so the screen can tell which one it is
// and say it in the admin's language; tests/unit/admin-messages.test.ts holds these shapes to what the
// server's configuration really says.
import type { AdminTranslate } from '../../../locales/admin-messages.js';
import type { DeploymentWarning, DeploymentWarningKind } from '../../../site/deployment-warnings.js';

const shapes: ReadonlyArray<readonly [DeploymentWarningKind, RegExp]> = [
  ['site-url-missing', /^SITE_URL is not set, .* points at (\S+?)\. /],
  ['site-url-not-https', /^SITE_URL is (\S+), not HTTPS/],
  ['https-without-trusted-proxy', /^SITE_URL is (\S+), but TRUST_PROXY is 0/],
  ['placeholder-profile', /^The company profile still has placeholder details()/],
  ['old-commercial-registration', /^The commercial registration (\d+) is in the old form/],
];

export function readDeploymentWarning(text: string): DeploymentWarning {
  for (const [kind, shape] of shapes) {
    const match = shape.exec(text);
    if (match) return { kind, siteUrl: match[1], text };
  }
  return { kind: null, siteUrl: '', text };
}

/** A warning the screen recognizes, in the screen's language; another in the server's own words. */
export const warningInWords = (t: AdminTranslate, warning: DeploymentWarning): string =>
  warning.kind
    ? t(`admin.warnings.detail.${warning.kind}`, { siteUrl: warning.siteUrl, text: warning.text })
    : warning.text;
