// The admin's words reach the admin screens and nothing else: a public page's HTML and page context,
// a client-side navigation's context and every file of the browser build are free of them, while an
// admin screen's page context carries its language's whole admin catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSourceMessages } from '../../locales/admin-messages.js';
import { buildDir } from '../../server/config/build-dir.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const PUBLIC_PAGES = ['/', '/ar', '/contact', '/ar/contact', '/services/odoo-implementation', '/ar/blog'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

// Admin texts that cannot be mistaken for anything else the site says: whole phrases of their own,
// without arguments, that neither the UI messages nor any page copy or article holds («إدارة علاقات
// العملاء في أودو» heads the lead's Odoo box and is also an article's subject).
const publicCopy = ['locales/en', 'locales/ar']
  .flatMap(filesUnder)
  .filter((file) => !file.endsWith('admin-messages.json'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const adminPhrases = Object.values(adminSourceMessages)
  .flatMap((messages) => Object.values(messages))
  .filter((text) => text.length >= 24 && !/[{}]/.test(text))
  .filter((text) => !publicCopy.includes(text));

const pageContextOf = (html: string) =>
  html.match(/<script id="vike_pageContext" type="application\/json"[^>]*>([^<]*)<\/script>/)![1];
const adminIdsIn = (text: string) => text.match(/"admin\.[\w.-]+"/g) ?? [];
const adminPhrasesIn = (text: string) => adminPhrases.filter((phrase) => text.includes(phrase));

describe('the admin words', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const agent = () => request(ctx.app.callback());
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('admin-words-apart')[0].url());
  });
  afterAll(async () => ctx?.close());

  it('are many enough to tell', () => {
    expect(adminPhrases.length).toBeGreaterThan(100);
    expect(adminPhrases).toContain('Overdue follow-ups first, then newest');
    expect(adminPhrases).toContain('المتابعات المتأخرة أولًا، ثم الأحدث');
  });

  it.each(PUBLIC_PAGES)('are not on the public page %s, nor in its page context', async (path) => {
    const html = (await agent().get(path).expect(200)).text;
    expect(adminIdsIn(pageContextOf(html))).toEqual([]);
    expect(adminPhrasesIn(html)).toEqual([]);
    const next = (
      await agent()
        .get(`${path === '/' ? '' : path}/index.pageContext.json`)
        .expect(200)
    ).text;
    expect(adminIdsIn(next)).toEqual([]);
    expect(adminPhrasesIn(next)).toEqual([]);
  });

  it('are in no file of the browser build: the admin screens get them in their page context', () => {
    const files = filesUnder(join(buildDir, 'client')).filter((file) => /\.(js|css|html|json|txt|xml)$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      adminPhrasesIn(readFileSync(file, 'utf8')).map((phrase) => `${file}: ${phrase}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['/admin?lang=en', 'en'],
    ['/ar/admin', 'ar'],
  ] as const)('come whole with the admin screen %s, in its language', async (path, locale) => {
    const html = (await agent().get(path).set('Accept-Language', locale).expect(200)).text;
    const { messages } = JSON.parse(pageContextOf(html)) as { messages: Record<string, unknown> };
    const sent = Object.keys(messages).filter((id) => id.startsWith('admin.'));
    expect(sent.sort()).toEqual(Object.keys(adminSourceMessages[locale]).sort());
    expect(messages['admin.login.heading']).toBe(adminSourceMessages[locale]['admin.login.heading']);
  });
});
