// Where a lead came from, first-party: a page visit with campaign parameters or from another site
// sets one cookie with that visit's landing page, referring origin and campaign values, without
// changing a byte of the page; a later plain visit within the site keeps it, the next campaign visit
// replaces it; the JSON API and the forms without JavaScript store it with the lead. The browser's
// own record is used when there is no cookie. Values are cleaned and cut, never refused.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { ATTRIBUTION_VALUE_MAX } from '../../site/pipeline/attribution.js';
import { ATTRIBUTION_COOKIE } from '../../server/leads/attribution-cookie.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { formOpenedCookie, HUMAN_FILL } from '../helpers/human-lead.js';

const ADS_QUERY = 'utm_source=google&utm_medium=cpc&utm_campaign=riyadh-q1&gclid=X';
const popupLead = { phone: '0501234567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL };

const setCookieOf = (res: request.Response) =>
  [res.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${ATTRIBUTION_COOKIE}=`));

describe.each(testDatabases('lead-attribution'))('lead attribution on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const app = () => ctx.app.callback();
  const lead = (name: string) => ctx.db.getRepository(Lead).findOneByOrFail({ name });
  const postLead = (agent: ReturnType<typeof request.agent>, body: object) =>
    agent.post('/api/contact-submissions').set('Origin', TEST_SITE_URL).send(body);

  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await database.url();
    ctx = await startTestApp(databaseUrl);
  });
  afterAll(async () => ctx?.close());

  it('keeps the campaign of an ads link through its redirect and two more pages, and stores it with the lead', async () => {
    const visitor = request.agent(app());
    const ad = await visitor.get(`/ads/odoo-saudi-arabia?${ADS_QUERY}`).set('Referer', 'https://www.google.com/');
    expect(ad.status).toBe(301);
    expect(ad.headers.location).toBe(`/odoo-saudi-arabia?${ADS_QUERY}`);
    expect(setCookieOf(ad)).toBeUndefined();

    const landing = await visitor.get(ad.headers.location).set('Referer', 'https://www.google.com/');
    expect(landing.status).toBe(200);
    const cookie = setCookieOf(landing)!;
    expect(cookie).toMatch(/; path=\//i);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).not.toMatch(/; secure/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);

    // Two more pages within the site: the cookie stays as it is.
    for (const path of ['/about', '/services'])
      expect(
        setCookieOf(await visitor.get(path).set('Referer', `${TEST_SITE_URL}/odoo-saudi-arabia`)),
        path,
      ).toBeUndefined();

    expect((await postLead(visitor, { ...popupLead, name: 'Ads Visitor', pagePath: '/services' })).status).toBe(201);
    expect(await lead('Ads Visitor')).toMatchObject({
      landingPath: '/odoo-saudi-arabia',
      referrerOrigin: 'https://www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'riyadh-q1',
      utmTerm: null,
      utmContent: null,
      gclid: 'X',
      fbclid: null,
      msclkid: null,
      pagePath: '/services',
    });
  });

  it('answers a page with the same bytes with and without campaign parameters, and keeps a cookie from a shared cache', async () => {
    for (const path of ['/odoo-saudi-arabia', '/ar/about', '/contact']) {
      const plain = await request(app()).get(path);
      const tagged = await request(app()).get(`${path}?${ADS_QUERY}&fbclid=F&msclkid=M`);
      expect(tagged.status, path).toBe(200);
      expect(tagged.text, path).toBe(plain.text);
      expect(setCookieOf(plain), path).toBeUndefined();
      expect(setCookieOf(tagged), path).toBeDefined();
    }
    // From another site, without parameters: the cached page, its cookie, and private so no shared cache keeps it.
    await request(app()).get('/about');
    const plain = await request(app()).get('/about');
    const referred = await request(app()).get('/about').set('Referer', 'https://news.example.org/issue/7?ref=x');
    expect(referred.text).toBe(plain.text);
    expect(referred.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers['cache-control']).toMatch(/^public/);
    expect(referred.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(setCookieOf(referred)).toBeDefined();
    // Nothing for a not-found page, an API answer, or a visit from within the site.
    expect(setCookieOf(await request(app()).get(`/no-such-page?${ADS_QUERY}`))).toBeUndefined();
    expect(setCookieOf(await request(app()).get(`/healthz?${ADS_QUERY}`))).toBeUndefined();
    expect(setCookieOf(await request(app()).get('/about').set('Referer', `${TEST_SITE_URL}/`))).toBeUndefined();
  });

  it('lets the last campaign visit win, and stores the referring site as its origin only', async () => {
    const visitor = request.agent(app());
    await visitor.get(`/odoo-saudi-arabia?${ADS_QUERY}`);
    await visitor.get('/blog').set('Referer', 'https://mail.example.net/inbox/123?secret=yes');
    expect((await postLead(visitor, { ...popupLead, name: 'Second Touch' })).status).toBe(201);
    expect(await lead('Second Touch')).toMatchObject({
      landingPath: '/blog',
      referrerOrigin: 'https://mail.example.net',
      utmSource: null,
      gclid: null,
    });
  });

  it('cleans and cuts campaign values: controls and bidi overrides go, a long value keeps its first 200 characters', async () => {
    const visitor = request.agent(app());
    const long = 'ح'.repeat(ATTRIBUTION_VALUE_MAX * 3);
    const query = new URLSearchParams({
      utm_source: 'news\u0000let\u202Eter\r\nX-Injected: 1',
      utm_campaign: long,
      utm_term: `${'t'.repeat(ATTRIBUTION_VALUE_MAX + 50)}`,
      utm_content: long,
      utm_medium: long,
      gclid: long,
    });
    const landing = await visitor.get(`/contact?${query}`);
    expect(setCookieOf(landing)!.length).toBeLessThan(4096);
    expect((await postLead(visitor, { ...popupLead, name: 'Dirty Values' })).status).toBe(201);
    const stored = await lead('Dirty Values');
    expect(stored.utmSource).toBe('newsletter X-Injected: 1');
    expect(stored.utmTerm).toBe('t'.repeat(ATTRIBUTION_VALUE_MAX));
    for (const value of [stored.utmCampaign, stored.utmContent, stored.utmMedium, stored.gclid]) {
      expect(value).toMatch(/^ح+$/);
      expect(Array.from(value!).length).toBeLessThanOrEqual(ATTRIBUTION_VALUE_MAX);
    }
    expect(stored.landingPath).toBe('/contact');
  });

  it('uses the browser’s own record only without a cookie, and refuses one that is not the visit’s shape', async () => {
    const fromBrowser = {
      landingPath: '/blog',
      referrerOrigin: 'https://www.bing.com',
      utmSource: 'bing\u0007',
      msclkid: 'M1',
    };
    const noCookie = request.agent(app());
    expect((await postLead(noCookie, { ...popupLead, name: 'Browser Record', attribution: fromBrowser })).status).toBe(
      201,
    );
    expect(await lead('Browser Record')).toMatchObject({
      landingPath: '/blog',
      referrerOrigin: 'https://www.bing.com',
      utmSource: 'bing',
      msclkid: 'M1',
      gclid: null,
    });

    const withCookie = request.agent(app());
    await withCookie.get(`/odoo-saudi-arabia?${ADS_QUERY}`);
    await postLead(withCookie, { ...popupLead, name: 'Cookie First', attribution: fromBrowser });
    expect(await lead('Cookie First')).toMatchObject({
      utmSource: 'google',
      msclkid: null,
      landingPath: '/odoo-saudi-arabia',
    });

    // A landing path of this shape that is no page is stored as none.
    await postLead(noCookie, {
      ...popupLead,
      name: 'No Such Landing',
      attribution: { landingPath: '/nowhere', utmSource: 'x' },
    });
    expect(await lead('No Such Landing')).toMatchObject({ landingPath: null, utmSource: 'x' });

    for (const attribution of [
      { landingPath: 'https://evil.example/' },
      { referrerOrigin: 'https://evil.example/path' },
      { utmSource: 42 },
      'utm_source=google',
    ]) {
      const res = await postLead(noCookie, { ...popupLead, name: 'Bad Record', attribution });
      expect(res.status, JSON.stringify(attribution)).toBe(400);
      expect(res.body.fields).toHaveProperty('attribution');
    }
  });

  it('stores the campaign with a form posted without JavaScript, from a blog article reached from a newsletter', async () => {
    const article = await request(app()).get('/blog/odoo-19-saudi-arabia?utm_source=newsletter');
    expect(article.status).toBe(200);
    const attribution = setCookieOf(article)!.split(';')[0];
    const posted = await request(app())
      .post('/contact')
      .set('Origin', TEST_SITE_URL)
      .set('Cookie', `${attribution}; ${formOpenedCookie('contact')}`)
      .type('form')
      .send(
        'name=Newsletter Reader&email=reader@example.com&phone=0509876543&message=Please send us your Odoo prices.',
      );
    expect(posted.status).toBe(303);
    expect(await lead('Newsletter Reader')).toMatchObject({
      utmSource: 'newsletter',
      landingPath: '/blog/odoo-19-saudi-arabia',
      referrerOrigin: null,
      spamReason: null,
    });
  });

  it('marks the cookie Secure when the visitor came over HTTPS (through a trusted proxy)', async () => {
    const behindProxy = await startTestApp(databaseUrl, { TRUST_PROXY: '1' });
    try {
      const res = await request(behindProxy.app.callback())
        .get(`/odoo-saudi-arabia?${ADS_QUERY}`)
        .set('X-Forwarded-Proto', 'https');
      expect(setCookieOf(res)).toMatch(/; secure/i);
    } finally {
      await behindProxy.close();
    }
  });

  it('names in the privacy notice, in both languages, the cookies set and for how long', async () => {
    for (const [path, days, hours] of [
      ['/privacy', '30 days', 'two hours'],
      ['/ar/privacy', '30 يومًا', 'ساعتين'],
    ]) {
      const text = (await request(app()).get(path)).text;
      for (const said of [ATTRIBUTION_COOKIE, 'form-opened-contact', 'utm_campaign', 'gclid', days, hours])
        expect(text, `${path}: ${said}`).toContain(said);
    }
  });

  it('ignores a cookie that holds nothing of the visit’s shape', async () => {
    const forged = Buffer.from(
      JSON.stringify({ landingPath: '//evil.example', referrerOrigin: 'javascript:alert(1)' }),
    ).toString('base64url');
    for (const value of [forged, 'not-base64-json', 'x'.repeat(5000)]) {
      const res = await request(app())
        .post('/api/contact-submissions')
        .set('Origin', TEST_SITE_URL)
        .set('Cookie', `${ATTRIBUTION_COOKIE}=${value}`)
        .send({ ...popupLead, name: `Forged Cookie ${value.length}` });
      expect(res.status).toBe(201);
      expect(await lead(`Forged Cookie ${value.length}`)).toMatchObject({
        landingPath: null,
        referrerOrigin: null,
        utmSource: null,
      });
    }
  });
});
