// The page's JSON-LD: the organization, the website on the home pages, then what the page adds
// (breadcrumbs, service, article).
import { useIntl } from 'react-intl';
import type { JsonLd } from '../../site/head-types.js';
import { isErrorPage, usePageContext } from '../page-context.js';
import { organizationJsonLd } from '../../site/structured-data/organization.js';
import { websiteJsonLd } from '../../site/structured-data/website.js';

export function StructuredData({ pageData }: { pageData: JsonLd[] }) {
  const pageContext = usePageContext();
  const { site, locale, logicalPath } = pageContext;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const home = logicalPath === '/' && !isErrorPage(pageContext);
  const all = [
    organizationJsonLd(site, locale, t('meta.organization.description')),
    // The home page names the site itself, which is where search engines read the site's name.
    ...(home ? [websiteJsonLd(site, locale)] : []),
    ...pageData,
  ];
  return all.map((data, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  ));
}
