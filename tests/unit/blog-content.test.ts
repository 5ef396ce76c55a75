// The articles on disk against the slug list (site/slugs/blog-articles.ts): every article in both
// languages (except the listed Arabic-only ones), complete front matter, and internal links that
// point at real pages in the article's own language.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeList, type Locale } from '../../site/languages.js';
import { arabicOnlySlugs, articleAliases, articleSlugs } from '../../site/slugs/blog-articles.js';
import { readFrontMatter } from '../../site/blog-front-matter.js';
import { arabicOnlyBlogPaths } from '../../site/blog-paths.js';
import { stripLocale } from '../../site/paths.js';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { renderArticleMarkdown } from '../../vite-plugins/markdown-render.js';

const dir = (locale: Locale) => `locales/${locale}/blog`;
const slugsOnDisk = (locale: Locale) =>
  readdirSync(dir(locale))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();
const read = (locale: Locale, slug: string) => readFileSync(`${dir(locale)}/${slug}.md`, 'utf8');

describe('blog articles', () => {
  it('match the slug list in both languages; only the listed ones are Arabic-only', () => {
    expect(slugsOnDisk('en')).toEqual([...articleSlugs].sort());
    expect(slugsOnDisk('ar')).toEqual([...articleSlugs, ...arabicOnlySlugs].sort());
  });

  it('have unique slugs, and aliases that point at primaries without shadowing one', () => {
    expect(new Set(articleSlugs).size).toBe(articleSlugs.length);
    for (const [alias, target] of Object.entries(articleAliases)) {
      expect(articleSlugs as readonly string[], alias).not.toContain(alias);
      expect(articleSlugs, alias).toContain(target);
    }
  });

  it('have complete, valid front matter and compile', () => {
    for (const locale of localeList) {
      for (const slug of slugsOnDisk(locale)) {
        const file = `${dir(locale)}/${slug}.md`;
        const { body } = readFrontMatter(read(locale, slug), file);
        const { headings, wordCount } = renderArticleMarkdown(body, file);
        expect(headings.length, file).toBeGreaterThan(2);
        expect(wordCount, file).toBeGreaterThan(600);
      }
    }
  });

  it('share the category and publication date across languages', () => {
    for (const slug of articleSlugs) {
      const en = readFrontMatter(read('en', slug), slug).frontMatter;
      const ar = readFrontMatter(read('ar', slug), slug).frontMatter;
      expect({ category: ar.category, published: ar.published }, slug).toEqual({
        category: en.category,
        published: en.published,
      });
    }
  });

  it('link only to pages that exist, in their own language', () => {
    const pages = new Set(publicLogicalPaths());
    for (const locale of localeList) {
      for (const slug of slugsOnDisk(locale)) {
        const links = [...read(locale, slug).matchAll(/\]\((\/[^)\s#]*)/g)].map((m) => m[1]);
        for (const link of links) {
          const where = `${locale}/${slug}: ${link}`;
          expect(link === '/ar' || link.startsWith('/ar/'), where).toBe(locale === 'ar');
          const logical = stripLocale(link);
          expect(pages.has(logical) || (locale === 'ar' && arabicOnlyBlogPaths().includes(logical)), where).toBe(true);
        }
      }
    }
  });
});
