// WCAG 2 A and AA rules (axe-core, the engine behind Lighthouse's accessibility score) on one page of
// each family in both languages and on the admin sign-in, once hydrated.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/contact',
  '/odoo-saudi-arabia',
  '/services',
  '/services/odoo-implementation',
  '/odoo-consultation-in-jubail',
  '/industries/manufacturing',
  '/ai-solutions/chatbot',
  '/custom-web-apps/freight-forwarding',
  '/resources/downloads',
  '/implementations',
  '/blog',
  '/blog/odoo-vs-sap',
  '/about',
  '/locations',
  '/privacy',
  '/pricing',
  '/pricing?users=30&apps=accounting&apps=payroll&branches=3&industry=contracting&integrations=zatca&migration=legacy&hosting=own',
  '/services/zatca-e-invoicing?revenue2023=800000',
  '/offer-terms',
  '/no-such-page',
];
test.describe.configure({ mode: 'parallel' });

const urls = [...PAGES, ...PAGES.map((path) => (path === '/' ? '/ar' : `/ar${path}`)), '/admin'];

for (const url of urls) {
  test(`${url} has no WCAG A/AA violation`, async ({ page }) => {
    await page.goto(url);
    await page.waitForFunction(() => window.__hydrated === true);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}
