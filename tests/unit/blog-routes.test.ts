// Which article a /blog/{slug} path shows and where its canonical points; the blog's public paths;
// renamed articles' old addresses redirect, and no copy links to them.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { articleSlugs, renamedArticleSlugs } from '../../site/slugs/blog-articles.js';
import { redirects } from '../../site/redirects.js';
import { resolveArticle } from '../../pages/blog/resolve-article.js';
import { arabicOnlyBlogPaths, blogLogicalPaths } from '../../site/blog-paths.js';

describe('blog routes', () => {
  it('shows primaries as themselves in both languages', () => {
    expect(resolveArticle('odoo-vs-sap', 'ar')).toEqual({
      fileSlug: 'odoo-vs-sap',
      canonicalLogicalPath: '/blog/odoo-vs-sap',
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

  it('keeps no year in a primary slug; each dated slug it replaced redirects to it in both languages', () => {
    for (const slug of articleSlugs) expect(slug, slug).not.toMatch(/-20\d\d$/);
    expect(renamedArticleSlugs).toEqual({
      'odoo-vs-sap-2025': 'odoo-vs-sap',
      'odoo-vs-oracle-2025': 'odoo-vs-oracle',
      'zatca-e-invoicing-fatoorah-guide-2025': 'zatca-e-invoicing-fatoorah-guide',
    });
    for (const [old, current] of Object.entries(renamedArticleSlugs)) {
      expect(articleSlugs as readonly string[], old).not.toContain(old);
      expect(redirects.get(`/blog/${old}`)).toBe(`/blog/${current}`);
      expect(redirects.get(`/ar/blog/${old}`)).toBe(`/ar/blog/${current}`);
    }
  });

  it('is linked from no copy at an address that redirects', () => {
    const files = ['locales/en', 'locales/ar'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(md|ts|json)$/.test(f))
        .map((f) => `${dir}/${f}`),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const from of redirects.keys()) {
        const linked = new RegExp(`["'(]${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[)"'#?]`);
        expect(linked.test(text), `${file} links to ${from}`).toBe(false);
      }
    }
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
