// Server behaviour a visitor, a crawler or the reverse proxy relies on.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

describe('site', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const agent = () => request(ctx.app.callback());
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('site')[0].url());
  });
  afterAll(async () => ctx?.close());

  it('renders / and /ar with language and direction', async () => {
    const en = await agent().get('/');
    expect(en.status).toBe(200);
    expect(en.text).toContain('<html lang="en" dir="ltr"');
    const ar = await agent().get('/ar');
    expect(ar.text).toContain('<html lang="ar" dir="rtl" class="rtl"');
    expect(ar.text).toContain('<link rel="canonical" href="http://site.test/ar"/>');
  });

  it('signs the footer with the legal name in the page language, with one period', async () => {
    const year = new Date().getFullYear();
    expect((await agent().get('/')).text).toContain(`© ${year} Qimma Digital Solutions Co. All rights reserved.`);
    expect((await agent().get('/ar')).text).toContain(`© ${year} شركة قمة الرقمية للحلول التقنية. جميع الحقوق محفوظة.`);
  });

  it('sends the security headers with a strict CSP', async () => {
    const res = await agent().get('/');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('base-uri');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // The one inline script the browser runs is the one the policy names by its hash.
    const inline = [...res.text.matchAll(/<script type="module">([^<]+)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  });

  it('answers unknown paths 404 in the visitor language, not indexed', async () => {
    const res = await agent().get('/ar/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('404 - الصفحة غير موجودة');
    expect(res.text).toContain('noindex');
  });

  it('answers plain-only routes 404 under /ar', async () => {
    for (const path of ['/ar/khalid-al-otaibi-riyadh']) {
      expect((await agent().get(path)).status, path).toBe(404);
    }
  });

  it('redirects old and campaign paths with 301', async () => {
    for (const [from, to] of [
      ['/resources/training-videos', '/resources/training-materials'],
      ['/ads/odoo-dammam', '/odoo-saudi-arabia'],
      ['/ar/ads/odoo-saudi-arabia', '/ar/odoo-saudi-arabia'],
      ['/blog/odoo-vs-sap-2025', '/blog/odoo-vs-sap'],
      ['/ar/blog/odoo-vs-oracle-2025', '/ar/blog/odoo-vs-oracle'],
      ['/odoo-implementation-in-dhahran', '/odoo-implementation-in-dharan'],
      ['/ar/odoo-implementation-in-dhahran', '/ar/odoo-implementation-in-dharan'],
    ]) {
      const res = await agent().get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });

  it('answers the hreflang call for a page and 404 for anything else', async () => {
    const res = await agent().get('/api/hreflang/ar/contact');
    expect(res.body.alternateLanguages).toEqual([
      { lang: 'en', url: `${TEST_SITE_URL}/contact` },
      { lang: 'ar', url: `${TEST_SITE_URL}/ar/contact` },
      { lang: 'x-default', url: `${TEST_SITE_URL}/contact` },
    ]);
    expect((await agent().get('/api/hreflang')).body.alternateLanguages[1].url).toBe(`${TEST_SITE_URL}/ar`);
    expect((await agent().get('/api/hreflang/nothing-here')).status).toBe(404);
  });

  it('reports health and readiness', async () => {
    expect((await agent().get('/healthz')).status).toBe(200);
    expect((await agent().get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('re-renders the contact form without JavaScript: 422 with errors and values, or 303', async () => {
    const bad = await agent()
      .post('/contact')
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send('name=Sara&email=nope&phone=0551234567&message=We+need+Odoo+now');
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('Please enter a valid email');
    expect(bad.text).toContain('value="Sara"');
    const good = await agent()
      .post('/ar/contact')
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send('name=Sara&email=sara%40example.com&phone=0551234567&message=We+need+Odoo+now');
    expect(good.status).toBe(303);
    expect(good.headers.location).toBe('/ar/contact?sent=1');
  });

  it('never serves a per-visitor state from the page cache', async () => {
    await agent().get('/contact');
    const sent = await agent().get('/contact?sent=1');
    expect(sent.text).toContain('id="contact-sent"');
    const again = await agent().get('/contact');
    expect(again.text).not.toContain('id="contact-sent"');
    const invalid = await agent()
      .post('/contact')
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send('name=Zed&email=bad&phone=1&message=short');
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('value="Zed"');
    expect((await agent().get('/contact')).text).not.toContain('value="Zed"');
  });

  it('names only the Arabic version of an article written only in Arabic', async () => {
    const res = await agent().get('/api/hreflang/ar/blog/zatca-compliance-odoo');
    expect(res.status).toBe(200);
    expect(res.body.alternateLanguages).toEqual([
      { lang: 'ar', url: `${TEST_SITE_URL}/ar/blog/zatca-compliance-odoo` },
      { lang: 'x-default', url: `${TEST_SITE_URL}/ar/blog/zatca-compliance-odoo` },
    ]);
  });
});
