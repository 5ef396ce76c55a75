// The sitemap and robots.txt a search engine reads.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSite, expertPath } from '../../site/profile.js';
import { localizePath } from '../../site/paths.js';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { renamedArticleSlugs } from '../../site/slugs/blog-articles.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { allMatches } from '../helpers/html.js';

describe('sitemap and robots', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('seo-files')[0].url());
  });
  afterAll(async () => ctx?.close());

  it('lists every public page in both languages with its alternates', async () => {
    const res = await request(ctx.app.callback()).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = allMatches(res.text, /<loc>([^<]+)<\/loc>/g);
    for (const path of publicLogicalPaths()) {
      expect(locs).toContain(`${TEST_SITE_URL}${path}`);
      expect(locs).toContain(`${TEST_SITE_URL}${localizePath(path, 'ar')}`);
    }
    expect(locs).toContain(`${TEST_SITE_URL}${expertPath(defaultSite)}`);
    expect(locs).not.toContain(`${TEST_SITE_URL}/ar${expertPath(defaultSite)}`);
    expect(new Set(locs).size).toBe(locs.length);
    // A renamed article is listed at its evergreen address, never at the dated one that redirects.
    for (const [old, current] of Object.entries(renamedArticleSlugs)) {
      expect(locs).toContain(`${TEST_SITE_URL}/ar/blog/${current}`);
      expect(res.text).not.toContain(`/blog/${old}`);
    }
    const entry = /<url>\s*<loc>http:\/\/site.test\/ar\/services<\/loc>([\s\S]*?)<\/url>/.exec(res.text)![1];
    expect(allMatches(entry, /hreflang="([^"]+)" href="([^"]+)"/g)).toEqual(['en', 'ar', 'x-default']);
    expect(entry).toContain('hreflang="ar" href="http://site.test/ar/services"');
  });

  it('dates each article and blog index by its real last update, in each language, and no other page', async () => {
    const text = (await request(ctx.app.callback()).get('/sitemap.xml')).text;
    const lastmodOf = (loc: string) =>
      new RegExp(`<loc>${loc.replace(/[.?*+^$()[\]\\/]/g, '\\$&')}</loc>\\s*(?:<lastmod>([^<]+)</lastmod>)?`).exec(
        text,
      )?.[1];
    // The front matter of the English article says updated: 2026-10-01.
    expect(lastmodOf(`${TEST_SITE_URL}/blog/14-real-world-odoo-integrations`)).toBe('2026-10-01');
    expect(lastmodOf(`${TEST_SITE_URL}/ar/blog/zatca-compliance-odoo`)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const newest = allMatches(text, /<lastmod>([^<]+)<\/lastmod>/g)
      .sort()
      .at(-1);
    expect(lastmodOf(`${TEST_SITE_URL}/blog`)).toBe(newest);
    expect(lastmodOf(`${TEST_SITE_URL}/services`)).toBeUndefined();
  });

  it('keeps crawlers out of the admin screens and names the sitemap', async () => {
    const res = await request(ctx.app.callback()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  });
});
