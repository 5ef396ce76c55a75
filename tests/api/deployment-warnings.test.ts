// A production server whose SITE_URL is missing or plain HTTP publishes wrong addresses on every
// page. It still starts, but says so: in the configuration (printed at start) and in a banner on
// every admin screen, for signed-in admins only.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { parseConfig } from '../../server/config/config.js';
import { sessionCookie } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

// A company's own contact details: the placeholder profile is warned about on its own (below).
const ownCompany = {
  COMPANY_PHONE: '+966 13 812 3456',
  COMPANY_EMAIL: 'info@company.example',
  COMPANY_CR: '7012345678',
  COMPANY_VAT: '311111111100003',
};
const base = {
  SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
  DATABASE_URL: 'sqlite::memory:',
  ...ownCompany,
};

describe('SITE_URL in production', () => {
  it('warns when it is missing, naming the address that would be published', () => {
    const [warning, ...rest] = parseConfig({ ...base, NODE_ENV: 'production', PORT: '3000' }).deploymentWarnings;
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^SITE_URL is not set/);
    expect(warning).toContain('http://localhost:3000');
  });

  it('warns when it is not HTTPS, and not when it is', () => {
    expect(
      parseConfig({ ...base, NODE_ENV: 'production', SITE_URL: 'http://www.example.sa' }).deploymentWarnings,
    ).toEqual([expect.stringMatching(/^SITE_URL is http:\/\/www\.example\.sa, not HTTPS/)]);
    expect(
      parseConfig({ ...base, NODE_ENV: 'production', SITE_URL: 'https://www.example.sa', TRUST_PROXY: '127.0.0.1' })
        .deploymentWarnings,
    ).toEqual([]);
    expect(
      parseConfig({ ...base, NODE_ENV: 'production', SITE_URL: 'https://www.example.sa', TRUST_PROXY: '1' })
        .deploymentWarnings,
    ).toEqual([]);
    expect(parseConfig({ ...base, NODE_ENV: 'development' }).deploymentWarnings).toEqual([]);
  });

  it('warns when it is HTTPS but no proxy is trusted to say a request came over HTTPS, in every environment', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const [warning, ...rest] = parseConfig({
        ...base,
        NODE_ENV,
        SITE_URL: 'https://www.example.sa',
      }).deploymentWarnings;
      expect(rest, NODE_ENV).toEqual([]);
      expect(warning, NODE_ENV).toMatch(/^SITE_URL is https:\/\/www\.example\.sa, but TRUST_PROXY is 0/);
      expect(warning).toContain('admin sign-in is refused');
      expect(warning).toContain('Set TRUST_PROXY');
    }
  });
});

describe('the company profile', () => {
  const bare = { SESSION_SECRET: base.SESSION_SECRET, DATABASE_URL: base.DATABASE_URL };
  const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example.sa', TRUST_PROXY: '1' };

  it('warns in production while the placeholder contact details would show on every page, naming them', () => {
    const [warning, ...rest] = parseConfig({ ...bare, ...production }).deploymentWarnings;
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^The company profile still has placeholder details/);
    for (const fact of ['+966 50 000 0000', 'info@example.com', '7001234567', '300000000000003'])
      expect(warning).toContain(fact);
    // One fact left is one too many; all four the company's own, none.
    expect(parseConfig({ ...base, ...production, COMPANY_EMAIL: 'info@example.com' }).deploymentWarnings).toEqual([
      expect.stringContaining('(email info@example.com)'),
    ]);
    expect(parseConfig({ ...base, ...production }).deploymentWarnings).toEqual([]);
    expect(parseConfig({ ...bare, NODE_ENV: 'development' }).deploymentWarnings).toEqual([]);
  });

  it('accepts a commercial registration in the old form, and warns about it in every environment', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const config = parseConfig({ ...base, ...production, NODE_ENV, COMPANY_CR: '2050000000' });
      expect(config.site.commercialRegistration).toBe('2050000000');
      expect(config.deploymentWarnings, NODE_ENV).toEqual([
        expect.stringMatching(/^The commercial registration 2050000000 is in the old form: .* starting with 7/),
      ]);
    }
    expect(() => parseConfig({ ...base, COMPANY_CR: '70012345' })).toThrow(/COMPANY_CR: must be the 10-digit unified/);
  });
});

describe('the admin banner', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('deployment-warnings')[0].url(), { NODE_ENV: 'production' });
    await createAdmin(ctx.db, 'owner', 'Correct-Horse-Battery-9');
  });
  afterAll(async () => ctx?.close());

  it('shows the warning on the inbox and the SEO check to a signed-in admin, and nothing to a visitor', async () => {
    const cookie = await sessionCookie(ctx.app, 'owner');
    for (const path of ['/admin', '/schema-validation']) {
      const html = (await request(ctx.app.callback()).get(path).set('Cookie', cookie)).text;
      expect(html, path).toContain('This site is not set up correctly for production');
      expect(html, path).toContain('SITE_URL is http://site.test, not HTTPS');
      expect(html, path).toContain('The company profile still has placeholder details');
    }
    const visitor = (await request(ctx.app.callback()).get('/admin')).text;
    expect(visitor).not.toContain('SITE_URL');
  });
});
