// What the browser is sent to hydrate a page: only the messages and data its components use. Page
// text stays in the HTML (static regions), so the serialized page context is small, and a
// client-side navigation gets the next page's text as the HTML of its static regions instead.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

// One page of every family, in both languages.
const pages = [
  '/',
  '/about',
  '/services',
  '/services/odoo-implementation',
  '/industries/manufacturing',
  '/custom-web-apps/freight-forwarding',
  '/ai-solutions/chatbot',
  '/clients',
  '/resources/training-materials',
  '/blog',
  '/blog/zatca-e-invoicing-fatoorah-guide',
  '/odoo-jeddah',
  '/locations',
  '/contact',
  '/odoo-saudi-arabia',
  '/privacy',
].flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`]);

const MAX_PAGE_CONTEXT_BYTES = 8 * 1024;

const pageContextOf = (html: string) =>
  html.match(/<script id="vike_pageContext" type="application\/json"[^>]*>([^<]*)<\/script>/)![1];
const headingOf = (html: string) => html.match(/<h1[^>]*>([^<]+)</)![1];
/** The longest run of text in the page's <main>: words a reader reads, which the head never repeats. */
const longestTextOf = (html: string) =>
  [...html.slice(html.indexOf('<main'), html.indexOf('</main>')).matchAll(/>([^<>]{20,})</g)]
    .map((m) => m[1])
    .sort((a, b) => b.length - a.length)[0];
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe('page context', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const agent = () => request(ctx.app.callback());
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('page-context')[0].url());
  });
  afterAll(async () => ctx?.close());

  it.each(pages)('%s sends at most 8 KB to hydrate, without the page text', async (path) => {
    const html = (await agent().get(path).expect(200)).text;
    const pageContext = pageContextOf(html);
    expect(Buffer.byteLength(pageContext), 'bytes of serialized page context').toBeLessThanOrEqual(
      MAX_PAGE_CONTEXT_BYTES,
    );
    const text = decodeEntities(longestTextOf(html));
    expect(text.length).toBeGreaterThan(40);
    expect(pageContext).not.toContain(text);
    // Nor the page's structured data, which is in the HTML once.
    expect(pageContext).not.toContain('schema.org');
  });

  it('sends a client-side navigation the static regions as HTML, with the page text in them', async () => {
    for (const path of ['/services/odoo-implementation', '/ar/blog/zatca-e-invoicing-fatoorah-guide']) {
      const html = (await agent().get(path)).text;
      const next = JSON.parse((await agent().get(`${path}/index.pageContext.json`).expect(200)).text);
      expect(Object.keys(next.staticHtml).sort()).toEqual([
        'floating-contact',
        'footer',
        'header',
        'page',
        'structured-data',
      ]);
      expect(next.staticHtml.page).toContain(headingOf(html));
      expect(next.staticHtml['structured-data']).toContain('schema.org');
    }
  });

  it('answers a navigation to an unknown article or service with a plain 404, so the router loads the not-found page', async () => {
    for (const path of ['/services/no-such-service', '/ar/blog/no-such-article']) {
      const answer = await agent().get(`${path}/index.pageContext.json`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^text\/plain/);
    }
  });

  it('gives the browser the messages its components show and the groups that show later, no page text', async () => {
    const html = (await agent().get('/contact')).text;
    const messages = JSON.parse(pageContextOf(html)).messages;
    // The form's texts, also those shown only after sending; the popup's, loaded on its timer.
    expect(messages['contact.form.name']).toBe('Your Name');
    expect(messages['contact.form.successTitle']).toBeDefined();
    expect(messages['popup.title']).toBeDefined();
    // The header's, the footer's and the page's own words are in static regions only.
    for (const id of ['nav.services', 'contact.title', 'footer.address']) expect(messages[id], id).toBeUndefined();
  });
});
