// A public page is the same bytes for every visitor of a build, compressed once and answered from
// memory with a strong ETag, so browsers and a shared cache in front can revalidate it with a 304.
// Answers that depend on the request are never stored by anyone.
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

describe('public pages', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const agent = () => request(ctx.app.callback());
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('public-pages')[0].url());
  });
  afterAll(async () => ctx?.close());
  afterEach(() => vi.useRealTimers());

  it.each(['/', '/ar', '/blog/zatca-e-invoicing-fatoorah-guide', '/ar/contact'])(
    '%s: the same bytes, ETag and CSP for every request and encoding',
    async (path) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const [first, second] = [
          await agent().get(path).set('Accept-Encoding', encoding).buffer(true),
          await agent().get(path).set('Accept-Encoding', encoding).buffer(true),
        ];
        expect(first.status).toBe(200);
        expect(second.headers.etag).toBe(first.headers.etag);
        expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
        expect(first.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        expect(second.text).toBe(first.text);
      }
      const answer = await agent().get(path);
      expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    },
  );

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the page', async () => {
    const page = await agent().get('/services/odoo-implementation');
    const revalidated = await agent().get('/services/odoo-implementation').set('If-None-Match', page.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? '').toBe('');
    expect(revalidated.headers.etag).toBe(page.headers.etag);
    const stale = await agent().get('/services/odoo-implementation').set('If-None-Match', '"something-else"');
    expect(stale.status).toBe(200);
  });

  it('never lets anyone store an answer that depends on the request', async () => {
    const answers = {
      'a form re-rendered with its errors': await agent()
        .post('/contact')
        .set('Origin', TEST_SITE_URL)
        .type('form')
        .send('name=Zed&email=bad&phone=1&message=short'),
      'the thank-you state': await agent().get('/contact?sent=1'),
      'an unknown path': await agent().get('/no-such-page'),
      'the admin sign-in': await agent().get('/admin'),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.headers['cache-control'], what).toMatch(/no-store/);
      expect(answer.headers.etag, what).toBeUndefined();
    }
    const other = await agent()
      .post('/contact')
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send('name=Yusuf&email=bad&phone=1&message=short');
    expect(other.text).toContain('value="Yusuf"');
    expect(other.text).not.toContain('value="Zed"');
  });

  it("follows the clock in Riyadh: the footer's year turns at midnight on 1 January without a restart", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T20:59:00Z')); // 23:59 in Riyadh
    const before = await agent().get('/about');
    expect(before.text).toContain('© 2026 ');
    vi.setSystemTime(new Date('2026-12-31T21:00:01Z')); // 00:00:01 on 1 January in Riyadh
    const after = await agent().get('/about');
    expect(after.text).toContain('© 2027 ');
    expect(after.text).not.toContain('© 2026 ');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
