// The ZATCA wave checker on the e-invoicing service page, without JavaScript: revenue in the address
// gives the server's answer, in English and Arabic, matching the waves table.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const [sqlite] = testDatabases('zatca-wave-check');
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the ZATCA wave checker', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(await sqlite.url());
  });
  afterAll(async () => ctx?.close());
  const get = (path: string) => request(ctx.app.callback()).get(path);

  it('asks for the revenue of each year the waves count, as a form that works without JavaScript', async () => {
    for (const path of ['/services/zatca-e-invoicing', '/ar/services/zatca-e-invoicing']) {
      const res = await get(path);
      expect(res.headers['cache-control'], path).toMatch(/^public/);
      const form = /<form [^>]*action="(?:\/ar)?\/services\/zatca-e-invoicing#wave-check"[^>]*>/.exec(res.text);
      expect(form?.[0], path).toContain('method="get"');
      for (const year of [2022, 2023, 2024]) expect(res.text, path).toContain(`name="revenue${year}"`);
      expect(res.text, path).not.toContain('role="status"');
    }
  });

  it.each([
    [
      '/services/zatca-e-invoicing?revenue2022=&revenue2023=800000&revenue2024=',
      ['You are in wave 23', 'SAR 750,000', '31 March 2026', 'Phase 2 already applies'],
    ],
    ['/ar/services/zatca-e-invoicing?revenue2023=800000', ['منشأتكم ضمن الموجة 23', '750,000 ريال', '31 مارس 2026']],
    ['/services/zatca-e-invoicing?revenue2024=400000', ['You are in wave 24', 'SAR 375,000', '30 June 2026']],
    ['/services/zatca-e-invoicing?revenue2023=30000000', ['You are in wave 10 or an earlier one', '31 December 2024']],
    [
      '/ar/services/zatca-e-invoicing?revenue2022=100000&revenue2023=200000&revenue2024=300000',
      ['لا تتجاوز إيراداتكم حدّ أي موجة', 'ستة أشهر'],
    ],
  ] as const)('%s answers with the wave of the table', async (path, said) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const text = textOf(res.text);
    for (const words of said) expect(text).toContain(words);
    // What integration needs, and the way to a consultation.
    expect(res.text).toMatch(/href="(\/ar)?\/contact"[^>]*>[^<]*(ZATCA|الفوترة)/);
  });
});
