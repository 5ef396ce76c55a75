// Finds every SAR range the site states ("SAR 40,000 to 120,000", "1,800 to SAR 4,000", "400,000 and
// above", «من 40,000 إلى 120,000 ريال»، «بين 10,000 و60,000»، «400,000 ريال فأكثر»), so a test can
// hold each to the price table (site/implementation-prices.ts). A range is two amounts of which the
// upper one is written with a thousands comma, the way every price on the site is written.
import type { Locale } from '../../site/languages.js';
import type { SiteText } from './site-text.js';

export interface StatedPrice {
  where: string;
  text: string;
  from: number;
  /** null: "and above". */
  to: number | null;
}

const AMOUNT = '(\\d{1,3}(?:,\\d{3})*)';
const THOUSANDS = '(\\d{1,3}(?:,\\d{3})+)';

const patterns: Record<Locale, Array<{ pattern: RegExp; open?: boolean }>> = {
  en: [
    { pattern: new RegExp(`${AMOUNT}\\s*(?:to|–|-)\\s*(?:SAR\\s*)?${THOUSANDS}`, 'g') },
    { pattern: new RegExp(`${THOUSANDS}\\s+and above`, 'g'), open: true },
  ],
  ar: [
    { pattern: new RegExp(`(?:من|بين)\\s*${AMOUNT}\\s*(?:ريال\\s*)?(?:إلى|و)\\s*${THOUSANDS}`, 'g') },
    { pattern: new RegExp(`${THOUSANDS}\\s*(?:ريال\\s*)?فأكثر`, 'g'), open: true },
  ],
};

const numberOf = (written: string) => Number(written.replace(/,/g, ''));

/** Every SAR range in the texts. */
export function priceStatements(locale: Locale, texts: SiteText[]): StatedPrice[] {
  const found: StatedPrice[] = [];
  for (const { where, text } of texts)
    for (const { pattern, open } of patterns[locale])
      for (const m of text.matchAll(pattern))
        found.push(
          open
            ? { where, text, from: numberOf(m[1]), to: null }
            : { where, text, from: numberOf(m[1]), to: numberOf(m[2]) },
        );
  return found;
}
