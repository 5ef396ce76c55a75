// Every public page, as a crawler sees it: in both languages, answering 200 with one h1, its own
// title, a canonical on itself and reciprocal hreflang; every internal link on any page answers 200.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSite, expertPath } from '../../site/profile.js';
import { localizePath } from '../../site/paths.js';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { allMatches, bodyText, internalLinks, mainText } from '../helpers/html.js';

const pages = publicLogicalPaths().flatMap((path) => [path, localizePath(path, 'ar')]);

describe('public pages', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const html = new Map<string, string>();
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('pages')[0].url());
    for (const path of [...pages, expertPath(defaultSite)]) {
      const res = await request(ctx.app.callback()).get(path);
      expect(res.status, path).toBe(200);
      html.set(path, res.text);
    }
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('lists the families of the site map', () => {
    for (const path of [
      '/services/zatca-e-invoicing',
      '/industries/odoo-manufacturing-ksa',
      '/custom-web-apps/freight-forwarding',
      '/ai-solutions/safety-ai',
      '/odoo-implementation-in-dharan',
      '/resources/downloads',
      '/odoo-saudi-arabia',
    ]) {
      expect(pages).toContain(path);
    }
  });

  it.each(pages)('%s has one h1, its own head and reciprocal hreflang', (path) => {
    const page = html.get(path)!;
    expect(allMatches(page, /<h1[\s>]()/g)).toHaveLength(1);
    expect(allMatches(page, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${TEST_SITE_URL}${path}`]);
    const english = path.startsWith('/ar') ? path.slice(3) || '/' : path;
    expect(allMatches(page, /<link rel="alternate" hrefLang="([^"]+)"/g)).toEqual(['en', 'ar', 'x-default']);
    expect(page).toContain(`hrefLang="en" href="${TEST_SITE_URL}${english}"`);
    expect(page).toContain(`hrefLang="ar" href="${TEST_SITE_URL}${localizePath(english, 'ar')}"`);
    if (path !== '/' && path !== '/ar') expect(page.includes('"@type":"BreadcrumbList"'), 'BreadcrumbList').toBe(true);
  });

  it('gives every page a title of its own in each language', () => {
    const titles = pages.map((path) => /<title>([^<]*)<\/title>/.exec(html.get(path)!)![1]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('shows no English sentences on Arabic pages', () => {
    for (const path of pages.filter((p) => p.startsWith('/ar'))) {
      // Product names of three words are names, not sentences.
      const text = mainText(html.get(path)!).replace(
        /SAP Business One|Oracle E-Business Suite|Microsoft SQL Server/g,
        '',
      );
      expect(text.length, path).toBeGreaterThan(300);
      // Product names are fine (SAP Ariba, Excel); three Latin words in a row are untranslated text.
      expect(text.match(/[A-Za-z]{2,}[ ,]+[A-Za-z]{2,}[ ,]+[A-Za-z]{2,}/)?.[0], path).toBeUndefined();
    }
  });

  it('shows no English sentences around Arabic pages either (header, footer, floating buttons)', () => {
    const text = bodyText(html.get('/ar')!).replace(defaultSite.email, '');
    expect(text.match(/[A-Za-z]{2,}[ ,.]+[A-Za-z]{2,}[ ,.]+[A-Za-z]{2,}/)?.[0]).toBeUndefined();
  });

  it('marks the ZATCA section of /services for the footer link and links the expert from Riyadh and About', () => {
    expect(/<section id="zatca"/.test(html.get('/services')!)).toBe(true);
    const expert = expertPath(defaultSite);
    for (const path of ['/odoo-riyadh', '/about', '/ar/about'])
      expect(internalLinks(html.get(path)!), path).toContain(expert);
    const profile = html.get(expert)!;
    expect(profile.includes('"@type":"Person"')).toBe(true);
    expect(profile.includes('hrefLang="ar" href=')).toBe(false);
  });

  it('has no broken internal links', async () => {
    const links = new Set([...html.values()].flatMap(internalLinks));
    const broken: string[] = [];
    for (const link of links) {
      if (html.has(link)) continue;
      const res = await request(ctx.app.callback()).get(link);
      if (res.status !== 200) broken.push(`${link} → ${res.status}`);
    }
    expect(broken).toEqual([]);
  });
});
