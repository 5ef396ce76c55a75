// Every page's head: one title, one description, one canonical and three hreflang links, also after
// hydration and after each client-side navigation. React 19 hoists <title>, <meta> and <link>
// elements rendered anywhere into <head> and replaces them when the page changes, so no head library
// is needed (nor sent to the browser).
import { useIntl } from 'react-intl';
import { localeInfo } from '../../site/languages.js';
import { fallbackHead } from '../../site/metadata-rules.js';
import { localizePath } from '../../site/paths.js';
import { DEFAULT_SHARING_IMAGE_PATH, SHARING_IMAGE_SIZE } from '../../site/sharing-image.js';
import type { PageHead } from '../../site/head-types.js';
import { StructuredData } from './StructuredData.js';
import { isErrorPage, usePageContext } from '../page-context.js';
import { Static } from '../Static.js';

// The error page: not found (is404) or a server error; neither is indexed. Its path is whatever was
// requested (/ar/%5Cevil.example), so its URLs point at the home page, never at that path.
function errorPageHead(
  isErrorPage: boolean,
  is404: boolean | null | undefined,
  t: (id: string) => string,
): PageHead | null {
  if (!isErrorPage) return null;
  return is404
    ? {
        title: t('notFound.meta.title'),
        description: t('notFound.meta.description'),
        noindex: true,
        canonicalLogicalPath: '/',
      }
    : { title: t('error.title'), description: t('error.text'), noindex: true, canonicalLogicalPath: '/' };
}

export function Head() {
  const pageContext = usePageContext();
  const intl = useIntl();
  const { locale, logicalPath, site } = pageContext;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const head =
    errorPageHead(isErrorPage(pageContext), pageContext.is404, t) ?? pageContext.data?.head ?? fallbackHead(t);
  const canonicalLogical = head.canonicalLogicalPath ?? logicalPath;
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  const canonical = absolute(localizePath(canonicalLogical, locale));
  const enUrl = absolute(canonicalLogical);
  const arUrl = absolute(localizePath(canonicalLogical, 'ar'));
  // Pages without a picture of their own share the brand card, which shows both languages.
  const image = head.image ?? {
    path: DEFAULT_SHARING_IMAGE_PATH,
    alt: `${t('common.partnerBadge')} · ${site.name[locale]}`,
  };
  const bilingual = !head.noindex && !head.arabicOnly && !head.plainOnly;

  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {head.noindex ? null : <link rel="canonical" href={canonical} />}
      {head.noindex || head.arabicOnly ? null : <link rel="alternate" hrefLang="en" href={enUrl} />}
      {head.noindex || head.plainOnly ? null : <link rel="alternate" hrefLang="ar" href={arUrl} />}
      {head.noindex ? null : <link rel="alternate" hrefLang="x-default" href={head.arabicOnly ? arUrl : enUrl} />}
      {head.feed ? (
        <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={absolute(head.feed.path)} />
      ) : null}
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:site_name" content={site.name[locale]} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={absolute(image.path)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARING_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARING_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta property="og:locale" content={localeInfo[locale].ogLocale} />
      {bilingual ? (
        <meta property="og:locale:alternate" content={localeInfo[locale === 'en' ? 'ar' : 'en'].ogLocale} />
      ) : null}
      {head.article ? <meta property="article:published_time" content={head.article.publishedTime} /> : null}
      {head.article ? <meta property="article:modified_time" content={head.article.modifiedTime} /> : null}
      {head.article?.section ? <meta property="article:section" content={head.article.section} /> : null}
      {head.article?.tags?.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {/* Structured data stays in the body: React does not hoist data scripts, and crawlers read both.
          Only the server writes it; the browser has no use for it. */}
      <Static id="structured-data">
        {import.meta.env.SSR ? () => <StructuredData pageData={head.jsonLd ?? []} /> : undefined}
      </Static>
    </>
  );
}
