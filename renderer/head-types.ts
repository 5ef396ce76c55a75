// The head a page declares (title, description, keywords and extras); canonical and hreflang are
// derived from the path and SITE_URL by renderer/Head.tsx so no page can get them wrong.
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
  /** Absolute or root-relative Open Graph image. */
  image?: string;
}
