// Details a careful reader notices: the blog's cards show when an article was last updated, and a
// page that names another page links it, in both languages.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

describe('page details', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('page-details')[0].url());
  });
  afterAll(async () => ctx?.close());
  const get = (path: string) => request(ctx.app.callback()).get(path);

  it('shows the date an article was updated on its blog card, in both languages', async () => {
    const english = (await get('/blog')).text;
    expect(english).toMatch(/Updated(<!-- -->)? <time dateTime="2026-10-15">15 October 2026<\/time>/);
    const arabic = (await get('/ar/blog')).text;
    expect(arabic).toMatch(/<time dateTime="2026-10-15">15 أكتوبر 2026<\/time>/);
  });

  it('links the Dammam implementation page from the Dammam page that names it', async () => {
    expect((await get('/odoo-dammam')).text).toMatch(
      /<a href="\/odoo-implementation-in-dammam"[^>]*>Odoo implementation in Dammam<\/a>/,
    );
    expect((await get('/ar/odoo-dammam')).text).toMatch(
      /<a href="\/ar\/odoo-implementation-in-dammam"[^>]*>تنفيذ أودو في الدمام<\/a>/,
    );
  });
});
