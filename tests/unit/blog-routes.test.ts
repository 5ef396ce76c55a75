// Which article a /blog/{slug} path shows and where its canonical points; the blog's public paths.
import { describe, expect, it } from 'vitest';
import { articleSlugs } from '../../site/slugs/blog-articles.js';
import { resolveArticle } from '../../pages/blog/resolve-article.js';
import { arabicOnlyBlogPaths, blogLogicalPaths } from '../../site/blog-paths.js';

describe('blog routes', () => {
  it('shows primaries as themselves in both languages', () => {
    expect(resolveArticle('odoo-vs-sap-2025', 'ar')).toEqual({
      fileSlug: 'odoo-vs-sap-2025',
      canonicalLogicalPath: '/blog/odoo-vs-sap-2025',
      arabicOnly: false,
    });
  });

  it('shows aliases as their primary with the primary canonical', () => {
    for (const [alias, primary] of [
      ['odoo-implementation-costs', 'odoo-erp-implementation-costs'],
      ['odoo-project-example-guide', 'odoo-project-guide'],
      ['odoo-integrations-shopify', '14-real-world-odoo-integrations'],
      ['odoo-integrations-salla', '14-real-world-odoo-integrations'],
    ]) {
      for (const locale of ['en', 'ar'] as const)
        expect(resolveArticle(alias, locale)?.canonicalLogicalPath, `${locale} ${alias}`).toBe(`/blog/${primary}`);
    }
  });

  it('treats zatca-compliance-odoo as an alias in English and as its own article in Arabic', () => {
    expect(resolveArticle('zatca-compliance-odoo', 'en')).toEqual({
      fileSlug: 'odoo-implementation-guide',
      canonicalLogicalPath: '/blog/odoo-implementation-guide',
      arabicOnly: false,
    });
    expect(resolveArticle('zatca-compliance-odoo', 'ar')).toEqual({
      fileSlug: 'zatca-compliance-odoo',
      canonicalLogicalPath: '/blog/zatca-compliance-odoo',
      arabicOnly: true,
    });
  });

  it('knows nothing else', () => {
    for (const slug of ['nope', 'odoo-integrations-', 'odoo-integrations', 'odoo-integrations-Shopify', 'rss.xml'])
      expect(resolveArticle(slug, 'en'), slug).toBeNull();
  });

  it('lists /blog and every primary, but no alias; the Arabic-only article separately', () => {
    const paths = blogLogicalPaths();
    expect(paths).toEqual(['/blog', ...articleSlugs.map((s) => `/blog/${s}`)]);
    expect(paths).not.toContain('/blog/odoo-implementation-costs');
    expect(arabicOnlyBlogPaths()).toEqual(['/blog/zatca-compliance-odoo']);
  });
});
