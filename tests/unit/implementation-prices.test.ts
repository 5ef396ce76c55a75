// One price per item: every SAR range the site states, in page copy (built from
// site/implementation-prices.ts) and in the Markdown articles (which state it by hand), is a row of
// the price table, in both languages; and the project sizes are stated where a buyer looks.
import { describe, expect, it } from 'vitest';
import { excludingVat, projectPriceText, sarRange } from '../../locales/implementation-prices.js';
import {
  integrationPrices,
  itemPrices,
  projectPrices,
  rangeWithVat,
  withVat,
  type PriceRange,
} from '../../site/implementation-prices.js';
import type { Locale } from '../../site/languages.js';
import { priceStatements } from '../support/price-statements.js';
import { siteTexts } from '../support/site-text.js';

const rows: PriceRange[] = [
  ...Object.values(projectPrices),
  ...Object.values(integrationPrices),
  ...Object.values(itemPrices),
];
const isRow = ({ from, to }: { from: number; to: number | null }) =>
  rows.some((row) => row.from === from && row.to === to);

describe('implementation prices', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`are a row of the price table wherever the copy states a SAR range (${locale})`, () => {
      const stated = priceStatements(locale, siteTexts(locale));
      expect(stated.length).toBeGreaterThan(15);
      for (const { where, text, from, to } of stated)
        expect(isRow({ from, to }), `${where}: ${from} to ${to}: ${text.slice(0, 200)}`).toBe(true);
    });

    it(`state every project size where a buyer compares them (${locale})`, () => {
      const stated = priceStatements(locale, siteTexts(locale));
      const said = (wherePart: string, range: PriceRange) =>
        stated.some((s) => s.where.includes(wherePart) && s.from === range.from && s.to === range.to);
      for (const [wherePart, sizes] of [
        ['odoo-saudi-arabia.ts.adsLandingPage.faqs', ['small', 'midSize']],
        ['pricing.ts', ['small', 'midSize', 'large']],
        ['blog/odoo-erp-implementation-costs.md', ['small', 'midSize', 'large']],
        ['blog/odoo-project-guide.md', ['midSize']],
      ] as const)
        for (const size of sizes) expect(said(wherePart, projectPrices[size]), `${wherePart} ${size}`).toBe(true);
    });
  }

  it('are written the way the articles write them, and read back as the same range', () => {
    expect(projectPriceText('small', 'en')).toBe('SAR 40,000 to 120,000');
    expect(projectPriceText('small', 'ar')).toBe('من 40,000 إلى 120,000 ريال');
    expect(projectPriceText('large', 'en')).toBe('SAR 400,000 and above');
    expect(projectPriceText('large', 'ar')).toBe('400,000 ريال فأكثر');
    expect(sarRange(integrationPrices.customApi, 'en')).toBe('SAR 25,000 to 100,000 or more');
    for (const locale of ['en', 'ar'] as const satisfies Locale[])
      for (const range of rows) {
        const text = `${sarRange(range, locale)}, ${excludingVat[locale]}.`;
        const [read] = priceStatements(locale, [{ where: 'table', text }]);
        expect(read, text).toMatchObject({ from: range.from, to: range.to });
      }
  });

  it('add 15% VAT to the riyal', () => {
    expect(withVat(40_000)).toBe(46_000);
    expect(rangeWithVat(projectPrices.midSize)).toEqual({ from: 138_000, to: 460_000 });
    expect(rangeWithVat(projectPrices.large)).toEqual({ from: 460_000, to: null });
  });

  it('catch a range the table does not hold', () => {
    expect(priceStatements('en', [{ where: 'old', text: 'It costs SAR 50,000 to 150,000, excluding VAT.' }])).toEqual([
      expect.objectContaining({ from: 50_000, to: 150_000 }),
    ]);
    expect(isRow({ from: 50_000, to: 150_000 })).toBe(false);
    expect(priceStatements('ar', [{ where: 'old', text: 'تتراوح بين 50,000 و150,000 ريال.' }])).toEqual([
      expect.objectContaining({ from: 50_000, to: 150_000 }),
    ]);
  });
});
