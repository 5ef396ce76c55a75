// What lets a buyer check the company, from its profile: the national address in full (footer,
// contact page, structured data), the partnership (certified consultants, Odoo's directory), the
// support response times, payment milestones, the Odoo version new projects start on and where data
// is hosted (services and about pages), the offer's terms; and another company's profile showing its
// own terms in their place.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const textOf = (html: string) =>
  html
    .replace(/<br\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[ \t]+/g, ' ');
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

const ownTerms = {
  partner: { directoryUrl: 'https://www.odoo.com/partners/najm-systems-1234', certifiedConsultants: 11 },
  terms: {
    supportResponse: [{ priority: 'critical', within: 1, unit: 'hours' }],
    paymentMilestones: [
      { percent: 50, when: { en: 'on signing', ar: 'عند التوقيع' } },
      { percent: 50, when: { en: 'at go-live', ar: 'عند التشغيل الفعلي' } },
    ],
    hosting: { en: 'In our Riyadh data centre.', ar: 'في مركز بياناتنا في الرياض.' },
  },
  odooVersion: 21,
};

describe('facts a buyer can check', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let other: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('company-trust')[0].url());
    const file = join(mkdtempSync(join(tmpdir(), 'profile-')), 'company.json');
    writeFileSync(file, JSON.stringify({ name: { en: 'Najm Systems', ar: 'نجم للأنظمة' }, ...ownTerms }));
    other = await startTestApp(await testDatabases('company-trust-other')[0].url(), { COMPANY_PROFILE: file });
  });
  afterAll(async () => {
    await ctx?.close();
    await other?.close();
  });
  const get = (path: string, app = ctx) => request(app.app.callback()).get(path);

  it('shows the national address in full in the footer and on the contact page, in both languages', async () => {
    for (const path of ['/', '/contact']) {
      const text = textOf((await get(path)).text);
      expect(text, path).toContain('Building 7741, Prince Mohammed bin Fahd Road');
      expect(text, path).toContain('Al Faisaliyah, Dammam 32415');
      expect(text, path).toContain('Additional number 3456');
    }
    for (const path of ['/ar', '/ar/contact']) {
      const text = textOf((await get(path)).text);
      expect(text, path).toContain('مبنى رقم 7741، طريق الأمير محمد بن فهد');
      expect(text, path).toContain('حي الفيصلية، الدمام 32415');
      expect(text, path).toContain('الرقم الإضافي 3456');
    }
    const organization = jsonLdOf((await get('/')).text).find((node) => node['@type'] === 'Organization');
    expect(organization.address).toMatchObject({
      streetAddress: '7741 Prince Mohammed bin Fahd Road, Al Faisaliyah District',
      postalCode: '32415-3456',
    });
    expect(organization.identifier).toMatchObject({ value: '7001234567' });
  });

  it("links the partnership to Odoo's directory, with the count of certified consultants", async () => {
    const footer = (await get('/about')).text;
    expect(footer).toContain('6 consultants certified by Odoo');
    expect(footer).toMatch(/<a href="https:\/\/www\.odoo\.com\/partners"[^>]*target="_blank"/);
    expect(textOf((await get('/ar/about')).text)).toContain('6 مستشارين معتمدين من أودو');
  });

  it.each(['/services', '/about', '/ar/services', '/ar/about'])(
    '%s states response times, payment milestones, the Odoo version and the hosting',
    async (path) => {
      const text = textOf((await get(path)).text);
      const english = !path.startsWith('/ar');
      for (const said of english
        ? [
            'First response within 2 working hours',
            'First response within 1 working day',
            '30% of the price on signing the contract',
            '10% of the price at the end of go-live support',
            'New projects start on Odoo 20',
            'cloud data centre in Saudi Arabia',
          ]
        : [
            'أول استجابة خلال ساعتَي عمل',
            'أول استجابة خلال يوم عمل واحد',
            'عند توقيع العقد: 30% من قيمة المشروع',
            'تبدأ المشاريع الجديدة على أودو 20',
            'داخل المملكة',
          ])
        expect(text, `${path}: ${said}`).toContain(said);
    },
  );

  it("shows another company's own terms and partnership from its profile", async () => {
    const text = textOf((await get('/services', other)).text);
    for (const said of [
      '11 consultants certified by Odoo',
      'First response within 1 working hour',
      '50% of the price on signing',
      'New projects start on Odoo 21',
      'In our Riyadh data centre.',
    ])
      expect(text).toContain(said);
    expect(text).not.toContain('cloud data centre in Saudi Arabia');
    expect((await get('/services', other)).text).toContain('href="https://www.odoo.com/partners/najm-systems-1234"');
  });

  it('publishes the terms of the offer, in both languages', async () => {
    expect(textOf((await get('/offer-terms')).text)).toContain('never more than SAR 5,000, excluding VAT');
    expect(textOf((await get('/ar/offer-terms')).text)).toContain('لا تتجاوز 5,000 ريال قبل ضريبة القيمة المضافة');
  });
});
