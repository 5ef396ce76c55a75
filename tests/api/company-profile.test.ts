// One company profile drives the whole site: rendered with a second profile (a file, as an operator
// would give it), no page, feed, sitemap, structured data or sharing image carries anything of the
// default brand, and the new company's facts are where the default's were.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config/config.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const secondProfile = {
  name: { en: 'Najm Systems', ar: 'نجم للأنظمة' },
  legalName: { en: 'Najm Business Systems LLC', ar: 'شركة نجم لأنظمة الأعمال' },
  phone: '+966 11 222 3333',
  whatsapp: '+966 55 444 5555',
  email: 'hello@najm.example',
  address: {
    en: 'King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia',
    ar: 'طريق الملك فهد، حي العليا، الرياض 12211، المملكة العربية السعودية',
  },
  postalAddress: {
    street: { en: 'King Fahd Road, Al Olaya', ar: 'طريق الملك فهد، حي العليا' },
    locality: { en: 'Riyadh', ar: 'الرياض' },
    region: { en: 'Riyadh Province', ar: 'منطقة الرياض' },
    postalCode: '12211',
    country: 'SA',
  },
  office: {
    latitude: 24.6958,
    longitude: 46.6853,
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    opens: '09:00',
    closes: '18:00',
  },
  social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/najm-systems-example' }],
  slogan: { en: 'ERP that fits the Kingdom', ar: 'نظام موارد يناسب المملكة' },
  blogAuthor: { en: 'Najm Advisory Team', ar: 'فريق نجم الاستشاري' },
  expert: { name: { en: 'Sara Al-Harbi', ar: 'سارة الحربي' } },
  commercialRegistration: '1010123456',
  vatNumber: '311111111100003',
};

// Everything of the default profile (site/profile.ts) that could show.
const DEFAULT_TRACES = [
  'Qimma',
  'qimma',
  'قمة الرقمية',
  '966500000000',
  '+966 50 000 0000',
  'info@example.com',
  'Khalid',
  'Otaibi',
  'خالد العتيبي',
  'Prince Mohammed bin Fahd',
  'الأمير محمد بن فهد',
  '32415',
  'Odoo done right',
  'أودو كما ينبغي أن يكون',
  '7001234567',
  '300000000000003',
  // The default company's partnership and terms: a company that gives none shows none.
  'certified by Odoo',
  'Databases we host',
  'قواعد البيانات التي نستضيفها',
];

describe('a second company profile', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let defaults: Awaited<ReturnType<typeof startTestApp>>;
  const get = (path: string) => request(ctx.app.callback()).get(path).buffer(true);

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'profile-')), 'company.json');
    writeFileSync(file, JSON.stringify(secondProfile, null, 2));
    ctx = await startTestApp(await testDatabases('second-profile')[0].url(), { COMPANY_PROFILE: file });
    defaults = await startTestApp(await testDatabases('default-profile')[0].url());
  });
  afterAll(async () => {
    await ctx?.close();
    await defaults?.close();
  });

  it('leaves no trace of the default brand on any page of the sitemap, the feeds or the crawler files', async () => {
    const sitemap = (await get('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThan(150);
    expect(paths).toContain('/sara-al-harbi-riyadh');
    const documents: Array<[string, string]> = [
      ['/sitemap.xml', sitemap],
      ['/robots.txt', (await get('/robots.txt')).text],
      ['/blog/rss.xml', (await get('/blog/rss.xml')).text],
      ['/ar/blog/rss.xml', (await get('/ar/blog/rss.xml')).text],
      ['/no-such-page', (await get('/no-such-page')).text],
      ['/media/intro-captions.en.vtt', (await get('/media/intro-captions.en.vtt')).text],
      ['/media/intro-captions.ar.vtt', (await get('/media/intro-captions.ar.vtt')).text],
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      documents.push([path, res.text]);
    }
    for (const [path, text] of documents) {
      for (const trace of DEFAULT_TRACES) expect(text.includes(trace), `${path} contains ${trace}`).toBe(false);
    }
    expect((await get('/khalid-al-otaibi-riyadh')).status).toBe(404);
  }, 180_000);

  it("shows the new company's facts where the default's were", async () => {
    const home = (await get('/')).text;
    expect(home).toContain('Najm Systems');
    expect(home).toContain('tel:+966112223333');
    expect(home).toContain('https://wa.me/966554445555');
    expect(home).toContain('https://www.linkedin.com/company/najm-systems-example');
    expect(home).toContain('>Commercial registration 1010123456<');
    expect(home).toContain('>VAT number 311111111100003<');
    const arabic = (await get('/ar/contact')).text;
    expect(arabic).toContain('نجم للأنظمة');
    expect(arabic).toContain('>السجل التجاري 1010123456<');
    expect(arabic).toContain('>الرقم الضريبي 311111111100003<');
    const organization = JSON.parse(
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Organization".*?)<\/script>/.exec(
        home,
      )![1],
    );
    expect(organization).toMatchObject({
      name: 'Najm Systems',
      slogan: 'ERP that fits the Kingdom',
      vatID: '311111111100003',
      identifier: { propertyID: 'CR', value: '1010123456' },
      address: { streetAddress: 'King Fahd Road, Al Olaya', addressLocality: 'Riyadh', postalCode: '12211' },
    });
    const feed = (await get('/blog/rss.xml')).text;
    expect(feed).toContain('Najm Advisory Team');
  });

  it("captions the intro video, whose picture has no words, with the company's name in each language", async () => {
    const english = await get('/media/intro-captions.en.vtt');
    expect(english.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(english.text).toBe(
      'WEBVTT\n\nopening\n00:00:00.000 --> 00:00:03.500\nNajm Systems · Certified Odoo Silver Partner · Riyadh\n\n' +
        'steps\n00:00:03.500 --> 00:00:10.000\nHow we deliver: discover, configure, migrate, train, then go live\n\n' +
        'closing\n00:00:10.000 --> 00:00:14.000\nZATCA-ready Odoo for Saudi business\n',
    );
    expect((await get('/media/intro-captions.ar.vtt')).text).toContain(
      'نجم للأنظمة · شريك أودو الفضي المعتمد · الرياض',
    );
  });

  it('draws the sharing images from the profile', async () => {
    for (const path of [
      '/og-image.png',
      '/media/article-cards/en/odoo-vat-saudi-arabia.png',
      '/media/article-cards/ar/odoo-vat-saudi-arabia.png',
    ]) {
      const ours = await get(path);
      const theirs = await request(defaults.app.callback()).get(path).buffer(true);
      expect([ours.status, theirs.status], path).toEqual([200, 200]);
      expect(Buffer.compare(ours.body as Buffer, theirs.body as Buffer), path).not.toBe(0);
    }
  });

  it('refuses a profile file with a wrong fact at start, naming it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'profile-')), 'company.json');
    writeFileSync(
      file,
      JSON.stringify({ ...secondProfile, vatNumber: '12345', social: [{ network: 'myspace', url: 'http://x' }] }),
    );
    const start = () =>
      parseConfig({ SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema', COMPANY_PROFILE: file });
    expect(start).toThrow(/vatNumber: must be the 15-digit VAT number/);
    expect(start).toThrow(/social\.0\.network/);
    expect(() =>
      parseConfig({
        SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
        COMPANY_PROFILE: '/no/such/file.json',
      }),
    ).toThrow(/COMPANY_PROFILE: no file at/);
  });
});
