// What a search engine and a chat app read from a page's head: the site's name (WebSite on the
// homes), valid Service nodes, the other language for sharing, and the sharing image's size and
// words in the page's language.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
const metaOf = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('sharing and structured data', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const page = async (path: string) => (await request(ctx.app.callback()).get(path)).text;
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('sharing')[0].url());
  });
  afterAll(async () => ctx?.close());

  it('names the site with a WebSite node on each home page, in its language', async () => {
    for (const [path, name] of [
      ['/', 'Qimma Digital'],
      ['/ar', 'قمة الرقمية'],
    ]) {
      const website = jsonLdOf(await page(path)).find((node) => node['@type'] === 'WebSite');
      expect(website, path).toMatchObject({
        name,
        url: `${TEST_SITE_URL}${path === '/' ? '/' : path}`,
        publisher: { '@id': `${TEST_SITE_URL}/#organization` },
      });
    }
    expect(jsonLdOf(await page('/about')).some((node) => node['@type'] === 'WebSite')).toBe(false);
  });

  it('describes the Dammam office for local search on the home and contact pages', async () => {
    for (const path of ['/', '/ar/contact']) {
      const office = jsonLdOf(await page(path)).find((node) => node['@type'] === 'ProfessionalService');
      expect(office, path).toMatchObject({
        telephone: '+966500000000',
        address: { postalCode: '32415-3456', addressCountry: 'SA' },
        geo: { '@type': 'GeoCoordinates' },
        openingHoursSpecification: [
          { dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '17:30' },
        ],
        parentOrganization: { '@id': `${TEST_SITE_URL}/#organization` },
      });
    }
  });

  it('writes Service nodes with schema.org properties only (no inLanguage, which Service does not have)', async () => {
    for (const path of ['/services/odoo-implementation', '/ar/odoo-jeddah']) {
      const service = jsonLdOf(await page(path)).find((node) => node['@type'] === 'Service');
      expect(service, path).toBeDefined();
      expect(service, path).not.toHaveProperty('inLanguage');
    }
  });

  it('offers the other language for sharing only where the page exists in both', async () => {
    expect(metaOf(await page('/about'), 'og:locale:alternate')).toEqual(['ar_SA']);
    expect(metaOf(await page('/ar/about'), 'og:locale:alternate')).toEqual(['en_US']);
    expect(metaOf(await page('/ar/blog/zatca-compliance-odoo'), 'og:locale:alternate')).toEqual([]);
    expect(metaOf(await page('/no-such-page'), 'og:locale:alternate')).toEqual([]);
  });

  it("gives the sharing image its size and words in the page's language", async () => {
    for (const [path, alt] of [
      ['/services', 'Certified Odoo Silver Partner · Qimma Digital'],
      ['/ar/services', 'شريك أودو الفضي المعتمد · قمة الرقمية'],
    ]) {
      const html = await page(path);
      expect(metaOf(html, 'og:image'), path).toEqual([`${TEST_SITE_URL}/og-image.png`]);
      expect(metaOf(html, 'og:image:width'), path).toEqual(['1200']);
      expect(metaOf(html, 'og:image:height'), path).toEqual(['630']);
      expect(metaOf(html, 'og:image:alt'), path).toEqual([alt]);
    }
  });

  it('shares each article with its own card, in its language, in Open Graph and in BlogPosting', async () => {
    const sitemap = await page('/sitemap.xml');
    const articlePaths = [...sitemap.matchAll(/<loc>[^<]+?((?:\/ar)?\/blog\/[a-z0-9-]+)<\/loc>/g)].map((m) => m[1]);
    expect(articlePaths.length).toBeGreaterThan(45);
    const cards = new Set<string>();
    for (const path of articlePaths) {
      const html = await page(path);
      const [image] = metaOf(html, 'og:image');
      const slug = path.split('/').at(-1);
      expect(image, path).toBe(
        `${TEST_SITE_URL}/media/article-cards/${path.startsWith('/ar/') ? 'ar' : 'en'}/${slug}.png`,
      );
      expect(metaOf(html, 'og:image:alt'), path).toEqual(metaOf(html, 'og:title'));
      expect(
        jsonLdOf(html).find((node) => node['@type'] === 'BlogPosting'),
        path,
      ).toMatchObject({ image });
      cards.add(image);
    }
    expect(cards.size).toBe(articlePaths.length);
    // An alias shares the card of the article it shows.
    expect(metaOf(await page('/blog/odoo-implementation-costs'), 'og:image')).toEqual([
      `${TEST_SITE_URL}/media/article-cards/en/odoo-erp-implementation-costs.png`,
    ]);
  });

  it('serves an article card as a 1200 × 630 PNG, different per language, revalidated by its ETag', async () => {
    const agent = () => request(ctx.app.callback());
    const pngs: Buffer[] = [];
    for (const locale of ['en', 'ar']) {
      const res = await agent().get(`/media/article-cards/${locale}/zatca-e-invoicing-fatoorah-guide.png`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.body as Buffer;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height, big-endian, right after the signature and the chunk header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      pngs.push(png);
      const again = await agent()
        .get(`/media/article-cards/${locale}/zatca-e-invoicing-fatoorah-guide.png`)
        .set('If-None-Match', res.headers.etag);
      expect(again.status).toBe(304);
    }
    expect(pngs[0].equals(pngs[1])).toBe(false);
    expect((await agent().get('/media/article-cards/ar/zatca-compliance-odoo.png')).status).toBe(200);
    expect((await agent().get('/media/article-cards/en/zatca-compliance-odoo.png')).status).toBe(404);
    expect((await agent().get('/media/article-cards/en/no-such-article.png')).status).toBe(404);
  });
});

describe('language alternates', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const agent = () => request(ctx.app.callback());
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('alternates')[0].url());
  });
  afterAll(async () => ctx?.close());

  const pageAlternatesOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, url]) => ({
      lang,
      url,
    }));

  it('answers GET /api/hreflang/{path} with exactly the alternates every page of the sitemap declares, aliases and the expert page included', async () => {
    const sitemap = (await agent().get('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of [
      ...paths,
      '/blog/odoo-implementation-costs',
      '/ar/blog/odoo-project-example-guide',
      '/blog/odoo-integrations-salla',
      '/khalid-al-otaibi-riyadh',
    ]) {
      const page = await agent().get(path);
      const api = await agent().get(`/api/hreflang${path === '/' ? '/' : path}`);
      if (page.status !== 200) continue;
      expect(api.status, path).toBe(200);
      expect(api.body.alternateLanguages, path).toEqual(pageAlternatesOf(page.text));
    }
    expect((await agent().get('/api/hreflang/admin')).status).toBe(404);
  }, 120_000);

  it('switches an article written only in Arabic to the English blog, not to another article', async () => {
    const html = (await agent().get('/ar/blog/zatca-compliance-odoo')).text;
    expect(html).toMatch(/<a href="\/blog" hrefLang="en"/);
  });
});
