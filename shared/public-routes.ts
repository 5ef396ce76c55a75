// Every public page's logical path, language-neutral. The hreflang API answers for these; the
// sitemap, the link crawl and the SEO check walk them. Page families add their paths here.
export const staticPublicPaths = ['/', '/contact', '/privacy'] as const;

export function publicLogicalPaths(): string[] {
  return [...staticPublicPaths];
}

export function isPublicLogicalPath(path: string): boolean {
  return publicLogicalPaths().includes(path);
}
