// The head a page declares (title, description, keywords and extras); canonical and hreflang are
// derived from the path and SITE_URL by components/head/Head.tsx so no page can get them wrong.
export type JsonLd = Record<string, unknown>;

export interface PageHead {
  title: string;
  description: string;
  keywords?: string;
  /** 404 and admin screens. */
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'profile';
  /** Extra structured data (BreadcrumbList, Service, BlogPosting, Person …). */
  jsonLd?: JsonLd[];
  /** For aliases: the logical path whose canonical and hreflang this page carries. */
  canonicalLogicalPath?: string;
  /** Plain-only pages (the expert profile) have no Arabic alternate. */
  plainOnly?: boolean;
  /** Arabic-only pages (an article written in Arabic only): hreflang ar and x-default, no English. */
  arabicOnly?: boolean;
  /** Open Graph article times (ISO 8601), with ogType 'article'. */
  article?: { publishedTime: string; modifiedTime: string; section?: string; tags?: string[] };
  /** A feed announced with <link rel="alternate" type="application/rss+xml">; root-relative path. */
  feed?: { title: string; path: string };
  /** The page's own sharing image (root-relative, 1200 × 630) and its description; else the brand card. */
  image?: { path: string; alt: string };
}
