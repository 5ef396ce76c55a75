// The page's JSON-LD: the organization, then what the page adds (breadcrumbs, service, article).
import { useIntl } from 'react-intl';
import type { JsonLd } from '../site/head-types.js';
import { usePageContext } from '../components/page-context.js';
import { organizationJsonLd } from './organization-jsonld.js';

export function StructuredData({ pageData }: { pageData: JsonLd[] }) {
  const { site, locale } = usePageContext();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const all = [organizationJsonLd(site, locale, t('meta.organization.description'), t('meta.organization.slogan')), ...pageData];
  return all.map((data, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
  ));
}
