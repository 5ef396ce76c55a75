// The blog as a crawler sees it: every article and alias answers 200 with the whole
// article in the server HTML and the primary's canonical; the index filters; the feeds are XML.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../site/languages.js';
import { arabicOnlySlugs, articleSlugs, renamedArticleSlugs } from '../../site/slugs/blog-articles.js';
import { readFrontMatter } from '../../site/blog-front-matter.js';
import { renderArticleMarkdown } from '../../vite-plugins/markdown-render.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');
const headingIds = (locale: Locale, slug: string) => {
  const file = `locales/${locale}/blog/${slug}.md`;
  return renderArticleMarkdown(readFrontMatter(readFileSync(file, 'utf8'), file).body, file).headings.map((h) => h.id);
};
const tag = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
const canonicalOf = (html: string) => tag(html, /<link rel="canonical" href="([^"]+)"/g);
const hreflangsOf = (html: string) =>
  tag(html, /<link rel="alternate" hrefLang="([^"]+" href="[^"]+)"/g).map((s) => s.replace('" href="', ' '));

describe('blog', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const get = (path: string) => request(ctx.app.callback()).get(path);
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('blog')[0].url());
  });
  afterAll(async () => ctx?.close());

  async function expectArticle(path: string, locale: Locale, fileSlug: string, canonicalPath: string) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    const html = res.text;
    // The whole article: every heading of its file, then the call to action.
    for (const id of headingIds(locale, fileSlug)) expect(html, `${path} #${id}`).toContain(`id="${id}"`);
    expect(html).toContain(`href="${prefix(locale)}/contact"`);
    expect(canonicalOf(html), path).toEqual([`${TEST_SITE_URL}${canonicalPath}`]);
    return html;
  }

  it('answers every primary article in both languages with its head', async () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const slug of articleSlugs) {
        const path = `${prefix(locale)}/blog/${slug}`;
        const html = await expectArticle(path, locale, slug, path);
        expect(hreflangsOf(html).sort(), path).toEqual([
          `ar ${TEST_SITE_URL}/ar/blog/${slug}`,
          `en ${TEST_SITE_URL}/blog/${slug}`,
          `x-default ${TEST_SITE_URL}/blog/${slug}`,
        ]);
      }
    }
  });

  it('answers aliases with the primary article and the primary canonical and hreflang', async () => {
    const aliases: Array<[string, string]> = [
      ['odoo-implementation-costs', 'odoo-erp-implementation-costs'],
      ['odoo-project-example-guide', 'odoo-project-guide'],
      ['odoo-integrations-shopify', '14-real-world-odoo-integrations'],
      ['odoo-integrations-salla', '14-real-world-odoo-integrations'],
    ];
    for (const locale of ['en', 'ar'] as const) {
      for (const [alias, primary] of aliases) {
        const html = await expectArticle(
          `${prefix(locale)}/blog/${alias}`,
          locale,
          primary,
          `${prefix(locale)}/blog/${primary}`,
        );
        expect(hreflangsOf(html), alias).toContain(`en ${TEST_SITE_URL}/blog/${primary}`);
      }
    }
    await expectArticle(
      '/blog/zatca-compliance-odoo',
      'en',
      'odoo-implementation-guide',
      '/blog/odoo-implementation-guide',
    );
  });

  it('sends the dated addresses an article was first published under to its evergreen one with a 301', async () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const [old, current] of Object.entries(renamedArticleSlugs)) {
        const res = await get(`${prefix(locale)}/blog/${old}?utm_source=x`);
        expect(res.status, old).toBe(301);
        expect(res.headers.location, old).toBe(`${prefix(locale)}/blog/${current}?utm_source=x`);
        expect((await get(`${prefix(locale)}/blog/${current}`)).status, current).toBe(200);
      }
    }
  });

  it('serves the Arabic-only article under /ar with Arabic hreflang only', async () => {
    const html = await expectArticle(
      '/ar/blog/zatca-compliance-odoo',
      'ar',
      'zatca-compliance-odoo',
      '/ar/blog/zatca-compliance-odoo',
    );
    expect(hreflangsOf(html).sort()).toEqual([
      `ar ${TEST_SITE_URL}/ar/blog/zatca-compliance-odoo`,
      `x-default ${TEST_SITE_URL}/ar/blog/zatca-compliance-odoo`,
    ]);
  });

  it('describes an article for crawlers: Open Graph article, BlogPosting, breadcrumb, feed link', async () => {
    const html = (await get('/ar/blog/odoo-vs-sap')).text;
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta property="article:published_time" content="2025-04-22T00:00:00\+03:00"\/>/);
    expect(html).toContain('<meta property="article:modified_time"');
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="رؤى أودو للمنشآت السعودية" href="${TEST_SITE_URL}/ar/blog/rss.xml"/>`,
    );
    const jsonLd = tag(html, /<script type="application\/ld\+json">(.*?)<\/script>/g).map(
      (s) => JSON.parse(s) as Record<string, unknown>,
    );
    const posting = jsonLd.find((d) => d['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      inLanguage: 'ar',
      datePublished: '2025-04-22T00:00:00+03:00',
      mainEntityOfPage: { '@id': `${TEST_SITE_URL}/ar/blog/odoo-vs-sap` },
    });
    for (const key of ['headline', 'description', 'dateModified', 'author', 'publisher', 'image'])
      expect(posting[key], key).toBeTruthy();
    const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ item: string }>;
    expect(crumbs.map((c) => c.item)).toEqual([
      `${TEST_SITE_URL}/ar`,
      `${TEST_SITE_URL}/ar/blog`,
      `${TEST_SITE_URL}/ar/blog/odoo-vs-sap`,
    ]);
    // Latin digits on Arabic pages.
    expect(html).toContain('22 أبريل 2025');
  });

  it('answers unknown slugs 404', async () => {
    for (const path of [
      '/blog/no-such-article',
      '/ar/blog/no-such-article',
      '/blog/odoo-integrations-',
      '/ar/blog/odoo-implementation-costs-old',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('lists the articles newest first and filters by category with canonical /blog', async () => {
    for (const [locale, count] of [
      ['en', articleSlugs.length],
      ['ar', articleSlugs.length + arabicOnlySlugs.length],
    ] as const) {
      const html = (await get(`${prefix(locale)}/blog`)).text;
      const links = tag(html, new RegExp(`<h2[^>]*><a href="${prefix(locale)}/blog/([a-z0-9-]+)"`, 'g'));
      expect(links, locale).toHaveLength(count);
      const dates = tag(html, /<time dateTime="(\d{4}-\d{2}-\d{2})"/g);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const zatca = (await get('/blog?category=zatca')).text;
    expect(canonicalOf(zatca)).toEqual([`${TEST_SITE_URL}/blog`]);
    const shown = tag(zatca, /<h2[^>]*><a href="\/blog\/([a-z0-9-]+)"/g);
    expect(shown).toContain('zatca-e-invoicing-fatoorah-guide');
    expect(shown).not.toContain('odoo-vs-sap');
    expect(zatca).toContain('aria-current="page">ZATCA');
  });

  it('publishes RSS 2.0 feeds that parse and list every article with absolute links', async () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    for (const [locale, slugs] of [
      ['en', [...articleSlugs]],
      ['ar', [...articleSlugs, ...arabicOnlySlugs]],
    ] as const) {
      const res = await get(`${prefix(locale)}/blog/rss.xml`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(XMLValidator.validate(res.text)).toBe(true);
      const { rss } = parser.parse(res.text) as {
        rss: {
          '@_version': string;
          channel: { link: string; item: Array<{ link: string; title: string; pubDate: string }> };
        };
      };
      expect(rss['@_version']).toBe('2.0');
      expect(rss.channel.link).toBe(`${TEST_SITE_URL}${prefix(locale)}/blog`);
      expect(rss.channel.item.map((i) => i.link).sort()).toEqual(
        slugs.map((s) => `${TEST_SITE_URL}${prefix(locale)}/blog/${s}`).sort(),
      );
      for (const item of rss.channel.item) expect(Number.isNaN(Date.parse(item.pubDate)), item.title).toBe(false);
      // A renamed article is listed at its evergreen address only.
      for (const old of Object.keys(renamedArticleSlugs)) expect(res.text, old).not.toContain(`/blog/${old}`);
    }
    // Escaped, not dropped: an English title with an ampersand or quote survives the round trip.
    const en = (await get('/blog/rss.xml')).text;
    expect(en).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
